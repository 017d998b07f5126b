/**
 * Integrations: each installed page integration (analytics tracking, live chat, affiliate
 * tracker) with its switch and its settings form, drawn from the settings' JSON Schema. The
 * server checks the settings with the integration's schema when it is on; its messages are
 * shown under their fields and in the alert stack.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import {
  fieldsOf,
  initialValues,
  issuesUnder,
  submittedValues,
  type FieldErrors,
  type FormValues,
} from '../forms/schema-fields.ts';
import { useTexts } from '../i18n/texts.ts';
import type { Notify } from '../ui/alerts.tsx';
import { BusyButton } from '../ui/BusyButton.tsx';
import { failureText } from './admin-api.ts';
import { listIntegrations, saveIntegration, type AdminIntegration } from './integrations-api.ts';
import { texts } from './texts.ts';

/** One integration: its switch, its settings form and its save button. */
export function IntegrationForm({
  integration,
  notify,
}: {
  integration: AdminIntegration;
  notify: Notify;
}) {
  const t = useTexts(texts);
  const fields = useMemo(() => fieldsOf(integration.schema), [integration.schema]);
  const [enabled, setEnabled] = useState(integration.enabled);
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(fields, integration.settings),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = `admin-integration-${integration.id}`;
  const switchId = `${headingId}-enabled`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(undefined);
    try {
      const saved = await saveIntegration(integration.id, {
        enabled,
        settings: submittedValues(fields, values),
      });
      setEnabled(saved.enabled);
      notify(
        'success',
        saved.enabled
          ? t('integrationOn', { name: integration.name })
          : t('integrationOff', { name: integration.name }),
      );
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? issuesUnder('', failure.issues) : {};
      setErrors(fieldErrors);
      // A refusal of a field is said under it (an alert of its own); any other, under the form.
      if (Object.keys(fieldErrors).length === 0) setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="admin-integration">
      <h3 id={headingId}>{integration.name}</h3>
      <p>{integration.description}</p>
      {integration.plans === 'paying' && <p>{t('integrationPayingOnly')}</p>}
      <form onSubmit={save} className="admin-form" noValidate>
        <div className="owner-field">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={busy}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />{' '}
          <label htmlFor={switchId}>{t('integrationEnabled', { name: integration.name })}</label>
        </div>
        <SchemaForm
          schema={integration.schema}
          values={values}
          onChange={(next) => setValues(next)}
          errors={errors}
          disabled={busy}
        />
        {error !== undefined && (
          <p role="alert" className="admin-integration-error">
            {error}
          </p>
        )}
        <div className="admin-actions">
          <BusyButton
            className="owner-button"
            label={t('saveIntegration', { name: integration.name })}
            busyLabel={t('saving')}
            busy={busy}
          />
        </div>
      </form>
    </section>
  );
}

/** Props of {@link IntegrationsSettings}. */
export interface IntegrationsSettingsProps {
  readonly notify: Notify;
}

export function IntegrationsSettings({ notify }: IntegrationsSettingsProps) {
  const t = useTexts(texts);
  const [integrations, setIntegrations] = useState<readonly AdminIntegration[]>();
  useEffect(() => {
    const abort = new AbortController();
    listIntegrations(abort.signal).then(setIntegrations, (error: unknown) => {
      if (!abort.signal.aborted) notify('error', failureText(error));
    });
    return () => abort.abort();
  }, [notify]);

  return (
    <section aria-labelledby="admin-integrations" className="admin-section">
      <h2 id="admin-integrations">{t('integrationsHeading')}</h2>
      <p>{t('integrationsIntro')}</p>
      {integrations === undefined ? (
        <p role="status" aria-busy="true">
          {t('loadingIntegrations')}
        </p>
      ) : integrations.length === 0 ? (
        <p>{t('noIntegrations')}</p>
      ) : (
        integrations.map((integration) => (
          <IntegrationForm key={integration.id} integration={integration} notify={notify} />
        ))
      )}
    </section>
  );
}
