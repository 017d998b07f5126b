/** The instance's name and logo (an https address), shown in the header of owner pages. */
import { useState, type FormEvent } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { failureText, saveInstanceDetails, type InstanceDetails } from './admin-api.ts';
import { refreshInstanceInfo } from './instance-info.ts';
import { texts } from './texts.ts';

/** Props of {@link IdentitySettings}. */
export interface IdentitySettingsProps {
  readonly initial: InstanceDetails;
  readonly notify: Notify;
}

export function IdentitySettings({ initial, notify }: IdentitySettingsProps) {
  const t = useTexts(texts);
  const [name, setName] = useState(initial.name ?? '');
  const [logo, setLogo] = useState(initial.logo_url ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: 'name' | 'logo'; text: string }>();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      const saved = await saveInstanceDetails({ name, logo_url: logo });
      setName(saved.name ?? '');
      setLogo(saved.logo_url ?? '');
      refreshInstanceInfo();
      notify('success', t('identitySaved'));
    } catch (failure) {
      const text = failureText(failure);
      setError({ field: /logo/i.test(text) ? 'logo' : 'name', text });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="admin-identity" className="admin-section">
      <h2 id="admin-identity">{t('identityHeading')}</h2>
      <form onSubmit={(event) => void save(event)} className="admin-form" noValidate>
        <TextField
          label={t('instanceName')}
          hint={t('instanceNameHint')}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error?.field === 'name' ? error.text : undefined}
        />
        <TextField
          label={t('logoAddress')}
          type="url"
          hint={t('logoAddressHint')}
          value={logo}
          onChange={(event) => setLogo(event.currentTarget.value)}
          error={error?.field === 'logo' ? error.text : undefined}
        />
        <BusyButton
          className="owner-button"
          label={t('saveIdentity')}
          busyLabel={t('saving')}
          busy={saving}
        />
      </form>
    </section>
  );
}
