/**
 * The account tab's line about the e-mail address: verified or not, and "Send again" for a new
 * link while it is not (when the server can send mail).
 */
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import {
  emailVerificationStatus,
  sendVerificationAgain,
  type EmailVerification,
} from './mail-api.ts';
import { texts } from './texts.ts';

/** What the last "Send again" said, for the live region. */
type Said = { readonly kind: 'status' | 'alert'; readonly text: string } | null;

export function EmailVerificationStatus({ initial }: { initial?: EmailVerification }) {
  const t = useTexts(texts);
  const translator = useTranslator();
  const [status, setStatus] = useState<EmailVerification | undefined>(initial);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    emailVerificationStatus(controller.signal).then(setStatus, () => undefined);
    return () => controller.abort();
  }, [initial]);

  async function sendAgain() {
    if (!status) return;
    setBusy(true);
    setSaid(null);
    try {
      const state = await sendVerificationAgain();
      if (state === 'already-verified') {
        setStatus({ ...status, verified: true });
        setSaid({ kind: 'status', text: t('alreadyVerified') });
      } else {
        setSaid({ kind: 'status', text: t('verificationSent', { email: status.email }) });
      }
    } catch (error) {
      const text = error instanceof ApiError ? error.message : translator.t('requestProblem');
      setSaid({ kind: 'alert', text });
    } finally {
      setBusy(false);
    }
  }

  if (!status) return null;
  return (
    <div className="email-verification">
      <p>
        {t('emailStatus')}
        {': '}
        <strong>{status.verified ? t('statusVerified') : t('statusNotVerified')}</strong>
      </p>
      {!status.verified &&
        (status.mail ? (
          <BusyButton
            label={t('sendAgain')}
            busyLabel={t('sendingAgain')}
            busy={busy}
            className="owner-button"
            onClick={() => void sendAgain()}
          />
        ) : (
          <p className="owner-field-hint">{t('mailNotSetUp')}</p>
        ))}
      <p role="status">{said?.kind === 'status' ? said.text : ''}</p>
      <p role="alert" className={said?.kind === 'alert' ? 'owner-form-failure' : undefined}>
        {said?.kind === 'alert' ? said.text : ''}
      </p>
    </div>
  );
}
