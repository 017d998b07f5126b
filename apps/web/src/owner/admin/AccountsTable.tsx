/**
 * The administrator's account list: who has an account, on which plan, with how many walls and
 * when they last signed in; each row changes the plan and suspends or restores the account.
 */
import { planIds, type PlanId } from '@chorus/core';
import type { AdminAccount } from './admin-api.ts';

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
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function lastSignIn(at: string | null): string {
  return at === null ? 'Never' : dateFormat.format(new Date(at));
}

export function AccountsTable({
  accounts,
  selfId,
  savingId,
  plansApply,
  onChange,
}: AccountsTableProps) {
  if (accounts.length === 0) return <p role="status">No account matches.</p>;
  return (
    <div className="admin-table-scroll">
      <table className="owner-table admin-accounts">
        <caption className="visually-hidden">Accounts of this Chorus</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Plan</th>
            <th scope="col">Walls</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Status</th>
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
                      <span className="owner-badge">Administrator</span>
                    </>
                  )}
                </th>
                <td>
                  {plansApply ? (
                    <PlanChoice account={account} disabled={saving} onChange={onChange} />
                  ) : (
                    account.plan
                  )}
                </td>
                <td>{account.walls}</td>
                <td>{lastSignIn(account.last_sign_in_at)}</td>
                <td>
                  {account.suspended ? 'Suspended ' : 'Active '}
                  {account.id !== selfId && (
                    <button
                      type="button"
                      className={`owner-button${account.suspended ? '' : ' owner-button--danger'}`}
                      disabled={saving}
                      aria-label={`${account.suspended ? 'Restore' : 'Suspend'} ${account.username}`}
                      onClick={() => onChange(account, { suspended: !account.suspended })}
                    >
                      {account.suspended ? 'Restore' : 'Suspend'}
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
}: {
  account: AdminAccount;
  disabled: boolean;
  onChange: AccountsTableProps['onChange'];
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={`plan-${account.id}`}>
        Plan of {account.username}
      </label>
      <select
        id={`plan-${account.id}`}
        value={account.plan}
        disabled={disabled}
        onChange={(event) => onChange(account, { plan: event.currentTarget.value as PlanId })}
      >
        {planIds.map((plan) => (
          <option key={plan} value={plan}>
            {plan}
          </option>
        ))}
      </select>
    </>
  );
}
