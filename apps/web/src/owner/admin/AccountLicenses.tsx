/**
 * An account's enterprise sub-account licenses in the administrator's account table: a number
 * from 0 to 10,000, checked here as the server checks it, saved with
 * `PUT /api/admin/accounts/{id}/licenses`; a refusal lands on the field.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import { saveLicenses, type AdminAccount } from './admin-api.ts';
import { texts } from './texts.ts';

/** The most licenses one account may be given (the server's limit too). */
export const maxLicenses = 10_000;

/** The licenses typed, or undefined when they are not a whole number from 0 to the limit. */
export function parseLicenses(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= maxLicenses ? value : undefined;
}

/** Props of {@link AccountLicenses}. */
export interface AccountLicensesProps {
  readonly account: AdminAccount;
  readonly onSaved: (account: AdminAccount) => void;
  /** A failure that is not the field's (the network, a refusal of the whole request). */
  readonly onFailed: (message: string) => void;
}

export function AccountLicenses({ account, onSaved, onFailed }: AccountLicensesProps) {
  const t = useTexts(texts);
  const [typed, setTyped] = useState(String(account.licenses));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const licenses = parseLicenses(typed);
    if (licenses === undefined) {
      setError(t('licensesInvalid'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const saved = await saveLicenses(account.id, licenses);
      setTyped(String(saved.licenses));
      onSaved(saved);
    } catch (failure) {
      const issue = failure instanceof ApiError ? failure.issues[0] : undefined;
      if (issue) setError(issue.message);
      else onFailed(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-licenses" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={
          <span className="visually-hidden">{t('licensesOf', { name: account.username })}</span>
        }
        inputMode="numeric"
        autoComplete="off"
        size={6}
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <button
        type="submit"
        className="owner-button"
        disabled={busy}
        aria-label={t('saveLicensesOf', { name: account.username })}
      >
        {busy ? t('saving') : t('saveLicenses')}
      </button>
    </form>
  );
}
