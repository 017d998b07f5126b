/**
 * The dashboard's accounts tab (`/admin/tints`): the owner's enterprise accounts with their
 * permissions in words, the licenses left, and creating, changing and deleting accounts.
 */
import './accounts.css';
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { AccountFormModal } from './AccountFormModal.tsx';
import { fetchAccounts, type EnterpriseAccount, type Licenses } from './accounts-api.ts';
import { AccountRow } from './AccountRow.tsx';
import { grantablePermissions, managesAccounts } from './accounts-model.ts';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';
import { texts } from './texts.ts';

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly accounts: readonly EnterpriseAccount[];
      readonly licenses: Licenses;
    };

type Dialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly account: EnterpriseAccount }
  | { readonly kind: 'delete'; readonly account: EnterpriseAccount };

export function AccountsPanel({ user }: { user: CurrentUser }) {
  const t = useTexts(texts);
  if (!managesAccounts(user)) {
    return (
      <section className="accounts-panel" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">{t('heading')}</h2>
        <p>{t('notAllowed')}</p>
      </section>
    );
  }
  return <AccountsList user={user} />;
}

function AccountsList({ user }: { user: CurrentUser }) {
  const t = useTexts(texts);
  const core = useTranslator();
  const { alerts, notify } = useAlerts();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [dialog, setDialog] = useState<Dialog>();

  const reload = useCallback(async () => {
    try {
      const answer = await fetchAccounts();
      setLoaded({ status: 'ready', accounts: answer.accounts, licenses: answer.licenses });
    } catch {
      setLoaded({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const done = (message: string) => {
    setDialog(undefined);
    notify('success', message);
    void reload();
  };

  const startCreating = () => {
    if (loaded.status === 'ready' && loaded.licenses.remaining === 0) {
      notify('error', core.t('enterpriseNoLicenses'));
      return;
    }
    setDialog({ kind: 'create' });
  };

  return (
    <section className="accounts-panel" aria-labelledby="accounts-heading">
      <AlertStack alerts={alerts} />
      <div className="accounts-panel__head">
        <h2 id="accounts-heading">{t('heading')}</h2>
        <button
          type="button"
          className="owner-button owner-button--primary"
          onClick={startCreating}
        >
          {t('createAccount')}
        </button>
      </div>
      <p className="accounts-panel__intro">{t('intro')}</p>
      {loaded.status === 'ready' && (
        <p className="accounts-licenses" data-testid="licenses">
          {t('licenses', { remaining: loaded.licenses.remaining, total: loaded.licenses.total })}
        </p>
      )}
      {loaded.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <p className="owner-form-failure" role="alert">
          {core.t('enterpriseFetchFailed')}{' '}
          <button type="button" className="owner-button" onClick={() => void reload()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {loaded.status === 'ready' &&
        (loaded.accounts.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul className="accounts-list" aria-labelledby="accounts-heading">
            {loaded.accounts.map((account) => (
              <AccountItem
                key={account.id}
                account={account}
                onEdit={() => setDialog({ kind: 'edit', account })}
                onDelete={() => setDialog({ kind: 'delete', account })}
              />
            ))}
          </ul>
        ))}
      {dialog?.kind === 'create' && (
        <AccountFormModal
          grantable={grantablePermissions(user)}
          onClose={() => setDialog(undefined)}
          onSaved={done}
        />
      )}
      {dialog?.kind === 'edit' && (
        <AccountFormModal
          account={dialog.account}
          grantable={grantablePermissions(user)}
          onClose={() => setDialog(undefined)}
          onSaved={done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteAccountModal
          account={dialog.account}
          onClose={() => setDialog(undefined)}
          onDeleted={done}
        />
      )}
    </section>
  );
}

/** One account: its name, e-mail and permissions as words, Edit and Delete. */
function AccountItem({
  account,
  onEdit,
  onDelete,
}: {
  account: EnterpriseAccount;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTexts(texts);
  const name = account.username;
  return (
    <AccountRow account={account}>
      <button
        type="button"
        className="owner-button"
        aria-label={t('editLabel', { name })}
        onClick={onEdit}
      >
        {t('edit')}
      </button>
      <button
        type="button"
        className="owner-button owner-button--danger"
        aria-label={t('deleteLabel', { name })}
        onClick={onDelete}
      >
        {t('delete')}
      </button>
    </AccountRow>
  );
}
