/**
 * `/verify-email#token=`: the mailed verification link's page. The token is sent in a POST once
 * the page runs (a mail scanner that fetches the link verifies nothing), and the page says what
 * happened: verified, already verified, or why the link cannot be used.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ScreenFrame } from '../../layout/ScreenFrame.tsx';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { useLinkToken } from './link-token.ts';
import { verifyEmail, type VerifyState } from './mail-api.ts';
import { texts } from './texts.ts';

type Outcome =
  | { readonly kind: 'verifying' }
  | { readonly kind: 'done'; readonly state: VerifyState }
  | { readonly kind: 'refused'; readonly reason: string };

export function VerifyEmailScreen() {
  const token = useLinkToken() ?? '';
  const t = useTexts(texts);
  const translator = useTranslator();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  // One call per token, even when development mode runs the effect twice.
  const sentFor = useRef<string | null>(null);
  const linkInvalid = translator.t('verifyLinkInvalid');
  const requestProblem = translator.t('requestProblem');

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    if (token === '') {
      setOutcome({ kind: 'refused', reason: linkInvalid });
      return;
    }
    verifyEmail(token).then(
      (state) => setOutcome({ kind: 'done', state }),
      (error: unknown) =>
        setOutcome({
          kind: 'refused',
          reason: error instanceof ApiError ? error.message : requestProblem,
        }),
    );
  }, [token, linkInvalid, requestProblem]);

  return (
    <ScreenFrame screen="verify-email" title={t('verifyTitle')}>
      {outcome.kind === 'verifying' && (
        <p role="status" aria-busy="true">
          {t('verifying')}
        </p>
      )}
      {outcome.kind === 'done' && (
        <p role="status">{outcome.state === 'verified' ? t('verified') : t('alreadyVerified')}</p>
      )}
      {outcome.kind === 'refused' && (
        <p role="alert" className="owner-form-failure">
          {outcome.reason}
        </p>
      )}
      <p>
        <Link to="/admin">{t('goToWalls')}</Link>
      </p>
    </ScreenFrame>
  );
}
