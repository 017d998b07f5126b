/**
 * The administrator's screen: accounts (search, plan, licenses, suspend and restore), sign-up, the
 * instance name and logo, intranet feeds, and networks' sign-in apps.
 */
import type { PlanId } from '@chorus/core';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { refreshSession, type CurrentUser } from '../session.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import { AccountsTable } from './AccountsTable.tsx';
import {
  listAccounts,
  readSettings,
  updateAccount,
  type AdminAccount,
  type InstanceSettings,
} from './admin-api.ts';
import { ConnectorAppsSettings } from './ConnectorAppsSettings.tsx';
import { FetchAllowSettings } from './FetchAllowSettings.tsx';
import { IdentitySettings } from './IdentitySettings.tsx';
import { IntegrationsSettings } from './IntegrationsSettings.tsx';
import { PoweredBySettings } from './PoweredBySettings.tsx';
import { SignupSettings } from './SignupSettings.tsx';
import { SitePagesSettings } from './SitePagesSettings.tsx';
import { texts } from './texts.ts';
import './admin.css';

export function AdminInstancePanel({ user }: { user: CurrentUser }) {
  const t = useTexts(texts);
  const { alerts, notify } = useAlerts();
  const [search, setSearch] = useState('');
  const [accounts, setAccounts] = useState<readonly AdminAccount[]>();
  const [savingId, setSavingId] = useState<number>();
  const [settings, setSettings] = useState<InstanceSettings>();

  useEffect(() => {
    const abort = new AbortController();
    readSettings(abort.signal).then(setSettings, (error: unknown) => {
      if (!abort.signal.aborted) notify('error', error instanceof Error ? error.message : '');
    });
    return () => abort.abort();
  }, [notify]);

  useEffect(() => {
    const abort = new AbortController();
    listAccounts(search, abort.signal).then(setAccounts, (error: unknown) => {
      if (!abort.signal.aborted) notify('error', error instanceof Error ? error.message : '');
    });
    return () => abort.abort();
  }, [search, notify]);

  const change = useCallback(
    async (account: AdminAccount, changes: { plan?: PlanId; suspended?: boolean }) => {
      setSavingId(account.id);
      try {
        const saved = await updateAccount(account.id, changes);
        setAccounts((shown) => shown?.map((row) => (row.id === saved.id ? saved : row)));
        notify('success', t('accountSaved', { name: saved.username }));
        if (saved.id === user.account.id) await refreshSession();
      } catch (error) {
        notify('error', error instanceof ApiError ? error.message : String(error));
      } finally {
        setSavingId(undefined);
      }
    },
    [notify, t, user.account.id],
  );

  return (
    <>
      <AlertStack alerts={alerts} />
      <section aria-labelledby="admin-accounts" className="admin-section">
        <h2 id="admin-accounts">{t('accountsHeading')}</h2>
        {settings?.plans === 'self-hosted' && (
          <p className="owner-field-hint">{t('selfHostedPlans')}</p>
        )}
        <div role="search">
          <TextField
            label={t('searchAccounts')}
            type="search"
            hint={t('searchAccountsHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </div>
        {accounts === undefined ? (
          <p role="status" aria-busy="true">
            {t('loadingAccounts')}
          </p>
        ) : (
          <AccountsTable
            accounts={accounts}
            selfId={user.account.id}
            savingId={savingId}
            plansApply={settings?.plans === 'hosted'}
            onChange={(account, changes) => void change(account, changes)}
            onLicensesSaved={(saved) => {
              setAccounts((shown) => shown?.map((row) => (row.id === saved.id ? saved : row)));
              notify('success', t('accountSaved', { name: saved.username }));
            }}
            onFailed={(message) => notify('error', message)}
          />
        )}
      </section>
      <SignupSettings initialMode={settings?.signup} notify={notify} />
      {settings && (
        <>
          <IdentitySettings initial={settings} notify={notify} />
          <FetchAllowSettings initial={settings} notify={notify} />
          <PoweredBySettings initial={settings.powered_by} plans={settings.plans} notify={notify} />
          <SitePagesSettings initial={settings} notify={notify} />
        </>
      )}
      <ConnectorAppsSettings notify={notify} />
      <IntegrationsSettings notify={notify} />
    </>
  );
}
