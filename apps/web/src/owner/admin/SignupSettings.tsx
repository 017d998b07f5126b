/**
 * Who may sign up on this instance (anyone, or only with an invite link), and one-use invite
 * links the administrator copies and sends.
 */
import { useState } from 'react';
import { ApiError } from '../api-client.ts';
import type { Notify } from '../ui/alerts.tsx';
import { BusyButton } from '../ui/BusyButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { createInviteLink, saveSignupMode, type SignupMode } from './admin-api.ts';

const modes: readonly { value: SignupMode; label: string; hint: string }[] = [
  { value: 'open', label: 'Open', hint: 'Anyone may create an account.' },
  { value: 'invite-only', label: 'Invite only', hint: 'Only with an invite link you send.' },
];

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
      notify('success', next === 'open' ? 'Sign-up is open.' : 'Sign-up is by invitation only.');
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
      <h2 id="admin-signup">Sign-up</h2>
      <fieldset className="admin-signup-modes" disabled={mode === undefined || saving}>
        <legend>Who may create an account</legend>
        {modes.map((option) => (
          <label key={option.value} className="admin-radio">
            <input
              type="radio"
              name="signup-mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => void choose(option.value)}
            />{' '}
            <strong>{option.label}</strong> <span className="owner-field-hint">{option.hint}</span>
          </label>
        ))}
      </fieldset>
      <p>An invite link lets one person sign up, even when sign-up is by invitation only.</p>
      <BusyButton
        className="owner-button"
        label="Create invite link"
        busyLabel="Creating the link…"
        busy={inviting}
        onClick={() => void makeInvite()}
      />
      {invite && (
        <div className="admin-invite">
          <TextField
            label="Invite link (usable once)"
            value={invite}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="owner-button"
            onClick={() =>
              void navigator.clipboard.writeText(invite).then(
                () => notify('success', 'Invite link copied.'),
                () => notify('info', 'Select the link and copy it.'),
              )
            }
          >
            Copy link
          </button>
        </div>
      )}
    </section>
  );
}
