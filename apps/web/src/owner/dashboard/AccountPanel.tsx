/** The dashboard's account tab (`/settings`): the signed-in account, its plan and allowance. */
import type { CurrentUser } from '../session.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { ApiKeySection } from './ApiKeySection.tsx';
import { accountHasFeature } from './dashboard-model.ts';

export function AccountPanel({ user }: { user: CurrentUser }) {
  const { account, settings } = user;
  const count = settings.feed_count;
  const { alerts, notify } = useAlerts();
  return (
    <section className="account-panel" aria-labelledby="account-heading">
      <AlertStack alerts={alerts} />
      <h2 id="account-heading">Your account</h2>
      <dl className="owner-facts">
        <div>
          <dt>Username</dt>
          <dd>{account.username}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{settings.plan}</dd>
        </div>
        <div>
          <dt>Active walls</dt>
          <dd>
            {count.active} / {count.allowed}
          </dd>
        </div>
        <div>
          <dt>Inactive walls</dt>
          <dd>
            {count.inactive} / {count.allowed}
          </dd>
        </div>
      </dl>
      {/* The API key area is for premium plans; sub-accounts never manage tokens. */}
      {account.creator_id === null && accountHasFeature(settings.plan, account.meta, 'apiKey') && (
        <ApiKeySection notify={notify} />
      )}
    </section>
  );
}
