/**
 * The OAuth app of each installed connector that needs one, and of each feed type whose own
 * sign-in names another app (Instagram profiles' Instagram Login): the client id and secret the
 * administrator registered with the network, and which feed types sign in with it. Never shown again once saved ("Saved"); an app set
 * by the environment wins and is only named here.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { BusyButton } from '../ui/BusyButton.tsx';
import { useTexts, type TextFormatter } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import {
  failureText,
  forgetConnectorApp,
  listConnectorApps,
  saveConnectorApp,
  type ConnectorApp,
} from './admin-api.ts';
import { texts } from './texts.ts';

function statusOf(app: ConnectorApp, t: TextFormatter<keyof typeof texts.en>): string {
  if (app.source === 'environment') return t('appFromEnvironment', { variable: app.variable });
  return app.source === 'saved' ? t('appStored') : t('appNotSet');
}

function ConnectorAppForm({ app, notify }: { app: ConnectorApp; notify: Notify }) {
  const t = useTexts(texts);
  const [shown, setShown] = useState(app);
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = `admin-app-${app.network}`;

  async function run(action: () => Promise<ConnectorApp>, done: string) {
    setBusy(true);
    setError(undefined);
    try {
      setShown(await action());
      setClientId('');
      setSecret('');
      notify('success', done);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void run(
      () => saveConnectorApp(app.network, { client_id: clientId, client_secret: secret }),
      t('appSaved', { name: app.name }),
    );
  }

  const fromEnvironment = shown.source === 'environment';
  return (
    <section aria-labelledby={headingId} className="admin-connector-app">
      <h3 id={headingId}>{shown.name}</h3>
      {shown.feed_types.length > 0 && (
        <p className="admin-app-feed-types">
          {t('appSignsIn', { feedTypes: shown.feed_types.join(', ') })}
        </p>
      )}
      <p className="admin-app-status" data-source={shown.source}>
        {statusOf(shown, t)}
      </p>
      {!fromEnvironment && (
        <form onSubmit={save} className="admin-form" noValidate>
          <TextField
            label={t('clientId', { name: shown.name })}
            value={clientId}
            autoComplete="off"
            onChange={(event) => setClientId(event.currentTarget.value)}
            error={error}
          />
          <TextField
            label={t('clientSecret', { name: shown.name })}
            type="password"
            autoComplete="new-password"
            hint={t('clientSecretHint')}
            value={secret}
            onChange={(event) => setSecret(event.currentTarget.value)}
          />
          <div className="admin-actions">
            <BusyButton
              className="owner-button"
              label={t('saveApp', { name: shown.name })}
              busyLabel={t('saving')}
              busy={busy}
            />
            {shown.source === 'saved' && (
              <button
                type="button"
                className="owner-button"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => forgetConnectorApp(app.network),
                    t('appRemoved', { name: app.name }),
                  )
                }
              >
                {t('removeApp', { name: shown.name })}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

/** Props of {@link ConnectorAppsSettings}. */
export interface ConnectorAppsSettingsProps {
  readonly notify: Notify;
}

export function ConnectorAppsSettings({ notify }: ConnectorAppsSettingsProps) {
  const t = useTexts(texts);
  const [apps, setApps] = useState<readonly ConnectorApp[]>();
  useEffect(() => {
    const abort = new AbortController();
    listConnectorApps(abort.signal).then(setApps, (error: unknown) => {
      if (!abort.signal.aborted) notify('error', failureText(error));
    });
    return () => abort.abort();
  }, [notify]);

  return (
    <section aria-labelledby="admin-connector-apps" className="admin-section">
      <h2 id="admin-connector-apps">{t('appsHeading')}</h2>
      <p>{t('appsIntro')}</p>
      {apps === undefined ? (
        <p role="status" aria-busy="true">
          {t('loadingNetworks')}
        </p>
      ) : apps.length === 0 ? (
        <p>{t('noAppNeeded')}</p>
      ) : (
        apps.map((app) => <ConnectorAppForm key={app.network} app={app} notify={notify} />)
      )}
    </section>
  );
}
