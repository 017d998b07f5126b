/**
 * The intranet addresses feeds may reach: IP addresses and CIDR ranges, one per line, merged
 * with CHORUS_FETCH_ALLOW (shown, changed only in the environment).
 */
import { useId, useState, type FormEvent } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { failureText, saveInstanceDetails, type InstanceDetails } from './admin-api.ts';
import { texts } from './texts.ts';

/** Props of {@link FetchAllowSettings}. */
export interface FetchAllowSettingsProps {
  readonly initial: InstanceDetails;
  readonly notify: Notify;
}

export function FetchAllowSettings({ initial, notify }: FetchAllowSettingsProps) {
  const id = useId();
  const t = useTexts(texts);
  const [text, setText] = useState(initial.fetch_allow.join('\n'));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      const saved = await saveInstanceDetails({ fetch_allow: text.split(/[\n,]/) });
      setText(saved.fetch_allow.join('\n'));
      notify('success', t('fetchAllowSaved'));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSaving(false);
    }
  }

  const environment = initial.fetch_allow_environment;
  return (
    <section aria-labelledby="admin-fetch-allow" className="admin-section">
      <h2 id="admin-fetch-allow">{t('fetchAllowHeading')}</h2>
      <p>{t('fetchAllowIntro')}</p>
      <form onSubmit={(event) => void save(event)} className="admin-form" noValidate>
        <div className={`owner-field${error ? ' owner-field--invalid' : ''}`}>
          <label htmlFor={id}>{t('fetchAllowLabel')}</label>
          <textarea
            id={id}
            rows={4}
            value={text}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <p id={`${id}-hint`} className="owner-field-hint">
            {t('fetchAllowHint')}
          </p>
          {error && (
            <p id={`${id}-error`} className="owner-field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <p className="owner-field-hint">
          {environment.length > 0
            ? t('fetchAllowEnvironment', { entries: environment.join(', ') })
            : t('fetchAllowEnvironmentNone')}
        </p>
        <BusyButton
          className="owner-button"
          label={t('saveFetchAllow')}
          busyLabel={t('saving')}
          busy={saving}
        />
      </form>
    </section>
  );
}
