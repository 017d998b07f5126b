/**
 * Who may sign up on this instance (anyone, or only with an invite link), and one-use invite
 * links the administrator copies and sends.
 */
import { useState } from 'react';
import { ApiError } from '../api-client.ts';
import type { Notify } from '../ui/alerts.tsx';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { createInviteLink, saveSignupMode, type SignupMode } from './admin-api.ts';
import { texts } from './texts.ts';

const modes = [
  { value: 'open', label: 'signupOpen', hint: 'signupOpenHint' },
  { value: 'invite-only', label: 'signupInviteOnly', hint: 'signupInviteOnlyHint' },
] as const satisfies readonly {
  value: SignupMode;
  label: keyof typeof texts.en;
  hint: keyof typeof texts.en;
}[];

function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : String(error);
}

/** Props of {@link SignupSettings}. */
export interface SignupSettingsProps {
  /** The saved mode, undefined while it loads. */
  readonly initialMode: SignupMode | undefined;
  readonly notify: Notify;
}

export function SignupSettings({ initialMode, notify }: SignupSettingsProps) {
  const t = useTexts(texts);
  const [chosen, setMode] = useState<SignupMode>();
  const mode = chosen ?? initialMode;
  const [saving, setSaving] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [invite, setInvite] = useState<string>();

  async function choose(next: SignupMode) {
    // The choice shows at once; a refused save puts the saved mode back and says why.
    const previous = mode;
    setMode(next);
    setSaving(true);
    try {
      setMode(await saveSignupMode(next));
      notify('success', next === 'open' ? t('signupIsOpen') : t('signupIsInviteOnly'));
    } catch (error) {
      setMode(previous);
      notify('error', failureText(error));
    } finally {
      setSaving(false);
    }
  }

  async function makeInvite() {
    setInviting(true);
    try {
      setInvite(await createInviteLink(window.location.origin));
    } catch (error) {
      notify('error', failureText(error));
    } finally {
      setInviting(false);
    }
  }

  return (
    <section aria-labelledby="admin-signup" className="admin-section">
      <h2 id="admin-signup">{t('signupHeading')}</h2>
      <fieldset className="admin-signup-modes" disabled={mode === undefined || saving}>
        <legend>{t('signupLegend')}</legend>
        {modes.map((option) => (
          <label key={option.value} className="admin-radio">
            <input
              type="radio"
              name="signup-mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => void choose(option.value)}
            />{' '}
            <strong>{t(option.label)}</strong>{' '}
            <span className="owner-field-hint">{t(option.hint)}</span>
          </label>
        ))}
      </fieldset>
      <p>{t('inviteIntro')}</p>
      <BusyButton
        className="owner-button"
        label={t('createInvite')}
        busyLabel={t('creatingInvite')}
        busy={inviting}
        onClick={() => void makeInvite()}
      />
      {invite && (
        <div className="admin-invite">
          <TextField
            label={t('inviteLink')}
            value={invite}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="owner-button"
            onClick={() =>
              void navigator.clipboard.writeText(invite).then(
                () => notify('success', t('inviteCopied')),
                () => notify('info', t('inviteCopyByHand')),
              )
            }
          >
            {t('copyLink')}
          </button>
        </div>
      )}
    </section>
  );
}
