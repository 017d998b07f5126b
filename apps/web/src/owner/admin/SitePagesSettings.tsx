/**
 * Where the site's own pages go: the addresses `/about`, `/clients`, `/blog` and `/pricing`
 * redirect to (http or https; empty: the not-found page, or the built-in plans page for
 * pricing). A refusal lands on the field the server names.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import type { Notify } from '../ui/alerts.tsx';
import { BusyButton } from '../ui/BusyButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import {
  failureText,
  saveInstanceDetails,
  sitePageFields,
  type SitePageField,
  type SitePageAddresses,
} from './admin-api.ts';
import { texts } from './texts.ts';

/** Props of {@link SitePagesSettings}. */
export interface SitePagesSettingsProps {
  readonly initial: SitePageAddresses;
  readonly notify: Notify;
}

const labels = {
  about_url: ['aboutAddress', 'aboutAddressHint'],
  clients_url: ['clientsAddress', 'clientsAddressHint'],
  blog_url: ['blogAddress', 'blogAddressHint'],
  pricing_url: ['pricingAddress', 'pricingAddressHint'],
} as const;

/** The addresses as typed: empty for unset. */
function typed(addresses: SitePageAddresses): Record<SitePageField, string> {
  return {
    about_url: addresses.about_url ?? '',
    clients_url: addresses.clients_url ?? '',
    blog_url: addresses.blog_url ?? '',
    pricing_url: addresses.pricing_url ?? '',
  };
}

export function SitePagesSettings({ initial, notify }: SitePagesSettingsProps) {
  const t = useTexts(texts);
  const [values, setValues] = useState(() => typed(initial));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: SitePageField; text: string }>();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      setValues(typed(await saveInstanceDetails(values)));
      notify('success', t('sitePagesSaved'));
    } catch (failure) {
      const path = failure instanceof ApiError ? (failure.issues[0]?.path ?? '') : '';
      const field = sitePageFields.find((name) => path.includes(name)) ?? 'about_url';
      setError({ field, text: failureText(failure) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="admin-site-pages" className="admin-section">
      <h2 id="admin-site-pages">{t('sitePagesHeading')}</h2>
      <p>{t('sitePagesIntro')}</p>
      <form onSubmit={(event) => void save(event)} className="admin-form" noValidate>
        {sitePageFields.map((field) => (
          <TextField
            key={field}
            label={t(labels[field][0])}
            hint={t(labels[field][1])}
            type="url"
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
            error={error?.field === field ? error.text : undefined}
          />
        ))}
        <BusyButton
          className="owner-button"
          label={t('saveSitePages')}
          busyLabel={t('saving')}
          busy={saving}
        />
      </form>
    </section>
  );
}
