/**
 * `/cast`: the page a TV opens. It asks for a pairing code, shows it large, and asks once a
 * second whether an owner typed it; then it opens that wall's full-screen page, where it follows
 * the remote control like any open screen of the wall. An expired code is replaced by a new one.
 */
import { useCallback, useEffect, useState } from 'react';
import { ScreenFrame } from '../../layout/ScreenFrame.tsx';
import { useTexts } from '../i18n/texts.ts';
import { readCastCodeState, requestCastCode, spacedCode, type CastCode } from './cast-api.ts';
import { texts } from './texts.ts';
import '../ui/owner.css';
import './cast.css';

/** Seconds before asking again for a code after a failure (a rate limit, the network). */
const retrySeconds = 10;
/** Seconds an expired code stays on screen before a new one replaces it. */
const renewSeconds = 5;

type TvState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'showing'; readonly code: CastCode }
  | { readonly kind: 'expired' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'opening'; readonly name: string };

/** Where the page goes once paired; a full load, so the wall gets its own light entry. */
export type OpenWall = (url: string) => void;

const openInThisWindow: OpenWall = (url) => window.location.assign(url);

export function CastScreen({ openWall = openInThisWindow }: { openWall?: OpenWall }) {
  const t = useTexts(texts);
  const [state, setState] = useState<TvState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const newCode = useCallback(() => setAttempt((n) => n + 1), []);

  // A code, on arrival and on each "Get a new code".
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    requestCastCode({ signal: controller.signal }).then(
      (code) => setState({ kind: 'showing', code }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not get a cast code', error);
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // After a failure, ask again by itself; an expired code is replaced by itself too, since a
  // TV seldom has a keyboard (the button stays for those that do).
  useEffect(() => {
    if (state.kind !== 'failed' && state.kind !== 'expired') return;
    const seconds = state.kind === 'failed' ? retrySeconds : renewSeconds;
    const timer = setTimeout(newCode, seconds * 1000);
    return () => clearTimeout(timer);
  }, [state.kind, newCode]);

  // While the code shows, ask once a second (the code's poll_ms) whether it was paired.
  const showing = state.kind === 'showing' ? state.code : null;
  useEffect(() => {
    if (showing === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The server says when the code expired: a TV's clock may be wrong.
    const ask = () => {
      readCastCodeState(showing.token, { signal: controller.signal }).then(
        (answer) => {
          if (answer.state === 'paired' && answer.url && answer.user_name) {
            setState({ kind: 'opening', name: answer.user_name });
            openWall(answer.url);
          } else if (answer.state === 'expired') {
            setState({ kind: 'expired' });
          } else {
            timer = setTimeout(ask, showing.poll_ms);
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A lost answer is asked again; the code stays on screen.
          console.warn('Could not read the cast code state', error);
          timer = setTimeout(ask, showing.poll_ms);
        },
      );
    };
    timer = setTimeout(ask, showing.poll_ms);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [showing, openWall]);

  return (
    <ScreenFrame screen="cast" title={t('tvTitle')} navbar={false}>
      <div className="cast-tv" data-state={state.kind}>
        {state.kind === 'showing' && (
          <>
            <p className="cast-tv-steps">{t('tvSteps')}</p>
            <p className="cast-tv-code">
              <span className="cast-tv-code-label">{t('codeLabel')}</span>
              <strong data-code={state.code.code}>{spacedCode(state.code.code)}</strong>
            </p>
            <p className="cast-tv-note">{t('codeLifetime')}</p>
          </>
        )}
        {state.kind === 'expired' && (
          <p>
            {t('expired')}{' '}
            <button type="button" className="owner-button" onClick={newCode}>
              {t('newCode')}
            </button>
          </p>
        )}
        <p className="cast-tv-status" role="status">
          {state.kind === 'loading' && t('gettingCode')}
          {state.kind === 'showing' && t('waiting')}
          {state.kind === 'failed' && t('codeFailed', { seconds: retrySeconds })}
          {state.kind === 'opening' && t('openingWall', { name: state.name })}
        </p>
      </div>
    </ScreenFrame>
  );
}
