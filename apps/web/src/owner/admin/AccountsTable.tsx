/**
 * The administrator's account list: who has an account, on which plan, with how many walls and
 * when they last signed in; each row changes the plan and the enterprise licenses, and suspends or
 * restores the account.
 */
import { planIds, type PlanId } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts, type TextFormatter } from '../i18n/texts.ts';
import { AccountLicenses } from './AccountLicenses.tsx';
import type { AdminAccount } from './admin-api.ts';
import { texts } from './texts.ts';

/** Props of {@link AccountsTable}. */
export interface AccountsTableProps {
  readonly accounts: readonly AdminAccount[];
  /** The administrator's own account id: it cannot be suspended. */
  readonly selfId: number;
  /** The id of the account whose change is being saved. */
  readonly savingId: number | undefined;
  /** Whether plans apply (hosted mode): only then is the plan a choice. */
  readonly plansApply: boolean;
  readonly onChange: (
    account: AdminAccount,
    changes: { plan?: PlanId; suspended?: boolean },
  ) => void;
  /** An account's licenses were saved. */
  readonly onLicensesSaved: (account: AdminAccount) => void;
  readonly onFailed: (message: string) => void;
}

type AdminText = TextFormatter<keyof typeof texts.en>;

export function AccountsTable({
  accounts,
  selfId,
  savingId,
  plansApply,
  onChange,
  onLicensesSaved,
  onFailed,
}: AccountsTableProps) {
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const lastSignIn = (at: string | null) =>
    at === null ? t('neverSignedIn') : dateFormat.format(new Date(at));
  if (accounts.length === 0) return <p role="status">{t('noAccountMatches')}</p>;
  return (
    <div className="admin-table-scroll">
      <table className="owner-table admin-accounts">
        <caption className="visually-hidden">{t('accountsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnAccount')}</th>
            <th scope="col">{t('columnPlan')}</th>
            <th scope="col">{t('columnWalls')}</th>
            <th scope="col">{t('columnLicenses')}</th>
            <th scope="col">{t('columnLastSignIn')}</th>
            <th scope="col">{t('columnStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const saving = savingId === account.id;
            return (
              <tr key={account.id} data-account={account.username}>
                <th scope="row">
                  {account.username} <span className="wall-address">{account.email}</span>
                  {account.admin && (
                    <>
                      {' '}
                      <span className="owner-badge">{t('administrator')}</span>
                    </>
                  )}
                </th>
                <td>
                  {plansApply ? (
                    <PlanChoice account={account} disabled={saving} onChange={onChange} t={t} />
                  ) : (
                    t('planName', { plan: account.plan })
                  )}
                </td>
                <td>{account.walls}</td>
                <td>
                  <AccountLicenses
                    key={account.licenses}
                    account={account}
                    onSaved={onLicensesSaved}
                    onFailed={onFailed}
                  />
                </td>
                <td>{lastSignIn(account.last_sign_in_at)}</td>
                <td>
                  {account.suspended ? t('suspended') : t('active')}{' '}
                  {account.id !== selfId && (
                    <button
                      type="button"
                      className={`owner-button${account.suspended ? '' : ' owner-button--danger'}`}
                      disabled={saving}
                      aria-label={t(account.suspended ? 'restoreAccount' : 'suspendAccount', {
                        name: account.username,
                      })}
                      onClick={() => onChange(account, { suspended: !account.suspended })}
                    >
                      {account.suspended ? t('restore') : t('suspend')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PlanChoice({
  account,
  disabled,
  onChange,
  t,
}: {
  account: AdminAccount;
  disabled: boolean;
  onChange: AccountsTableProps['onChange'];
  t: AdminText;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={`plan-${account.id}`}>
        {t('planOf', { name: account.username })}
      </label>
      <select
        id={`plan-${account.id}`}
        value={account.plan}
        disabled={disabled}
        onChange={(event) => onChange(account, { plan: event.currentTarget.value as PlanId })}
      >
        {planIds.map((plan) => (
          <option key={plan} value={plan}>
            {t('planName', { plan })}
          </option>
        ))}
      </select>
    </>
  );
}
