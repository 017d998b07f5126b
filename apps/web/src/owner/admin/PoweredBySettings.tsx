/**
 * The "Powered by Chorus" attribution on public walls. Self-hosted, the administrator's switch
 * (off by default); hosted, the plans decide (basic and deactivated walls show it), so the
 * screen says so instead of offering the switch.
 */
import { useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import type { Notify } from '../ui/alerts.tsx';
import { failureText, saveInstanceDetails } from './admin-api.ts';
import { texts } from './texts.ts';

/** Props of {@link PoweredBySettings}. */
export interface PoweredBySettingsProps {
  readonly initial: boolean;
  readonly plans: 'self-hosted' | 'hosted';
  readonly notify: Notify;
}

export function PoweredBySettings({ initial, plans, notify }: PoweredBySettingsProps) {
  const t = useTexts(texts);
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setSaving(true);
    try {
      const saved = await saveInstanceDetails({ powered_by: next });
      setOn(saved.powered_by);
      notify('success', saved.powered_by ? t('poweredByOn') : t('poweredByOff'));
    } catch (failure) {
      notify('error', failureText(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="admin-powered-by" className="admin-section">
      <h2 id="admin-powered-by">{t('attributionHeading')}</h2>
      {plans === 'hosted' ? (
        <p>{t('poweredByHosted')}</p>
      ) : (
        <div className="owner-field">
          <label>
            <input
              type="checkbox"
              checked={on}
              disabled={saving}
              onChange={(event) => void change(event.currentTarget.checked)}
            />{' '}
            {t('poweredByLabel')}
          </label>
        </div>
      )}
    </section>
  );
}
