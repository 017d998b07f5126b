/**
 * The dashboard's Cast dialog for one wall: "Cast with this browser" where the browser offers
 * the Presentation API, and always the pairing form, for a TV that shows a code on `/cast`.
 * Once paired, a link to the remote control, which drives the TV like any open screen.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { remotePath } from '../remote/remote-path.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormFailure, TextField } from '../ui/TextField.tsx';
import { castWallPath, looksLikeCode, pairCastCode } from './cast-api.ts';
import {
  browserPresentationHost,
  castWithBrowser,
  presentationAvailable,
  type PresentationHost,
} from '../../wall/presentation.ts';
import { texts } from './texts.ts';
import './cast.css';

/** Props of {@link CastDialog}. */
export interface CastDialogProps {
  /** The wall's slug. */
  readonly userName: string;
  /** The wall's name, for the title. */
  readonly name: string;
  readonly onClose: () => void;
  /** The browser's casting (tests pass their own); the window's by default. */
  readonly presentation?: PresentationHost;
  /** This site's address, shown as the page the TV opens; the window's by default. */
  readonly origin?: string;
}

type BrowserCast = 'idle' | 'busy' | 'started' | 'failed';

export function CastDialog(props: CastDialogProps) {
  const { userName, onClose } = props;
  const t = useTexts(texts);
  const host = props.presentation ?? browserPresentationHost();
  const origin = props.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const [browserCast, setBrowserCast] = useState<BrowserCast>('idle');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [paired, setPaired] = useState(false);

  const castHere = async () => {
    if (!host) return;
    setBrowserCast('busy');
    const started = await castWithBrowser(host, `${origin}${castWallPath(userName)}`);
    setBrowserCast(started ? 'started' : 'failed');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    setPaired(false);
    if (code.trim() === '') return setFieldError(t('codeRequired'));
    if (!looksLikeCode(code)) return setFieldError(t('codeFormat'));
    setFieldError(undefined);
    setBusy(true);
    try {
      await pairCastCode(userName, code);
      setPaired(true);
      setCode('');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setFailure(
        status === 400
          ? t('wrongCode')
          : status === 429
            ? t('tooManyAttempts')
            : status === 401 || status === 403 || status === 404
              ? t('noAccess')
              : t('pairFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('dialogTitle', { name: props.name })}
      onClose={onClose}
      footer={
        <button type="button" className="owner-button" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <div className="cast-dialog">
        {presentationAvailable(host) && (
          <section aria-labelledby="cast-browser-heading">
            <h3 id="cast-browser-heading">{t('browserHeading')}</h3>
            <p>{t('browserHint')}</p>
            <BusyButton
              label={t('browserButton')}
              busy={browserCast === 'busy'}
              className="owner-button"
              onClick={() => void castHere()}
            />
            <p role="status">
              {browserCast === 'started' && t('browserStarted')}
              {browserCast === 'failed' && t('browserFailed')}
            </p>
          </section>
        )}
        <section aria-labelledby="cast-pair-heading">
          <h3 id="cast-pair-heading">{t('pairHeading')}</h3>
          <p>{t('pairSteps', { address: `${origin}/cast` })}</p>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField
              label={t('codeField')}
              hint={t('codeHint')}
              name="code"
              value={code}
              error={fieldError}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setFieldError(undefined);
              }}
            />
            <FormFailure text={failure} />
            <BusyButton
              label={t('pair')}
              busy={busy}
              className="owner-button owner-button--primary"
            />
          </form>
          <div role="status">
            {paired && (
              <p className="cast-result">
                {t('paired')} <Link to={remotePath(userName)}>{t('remoteLink')}</Link>
              </p>
            )}
          </div>
        </section>
      </div>
    </Modal>
  );
}
