/** The dashboard's account tab (`/settings`): the signed-in account, its plan and allowance. */
import type { CurrentUser } from '../session.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { AllowanceFacts, Fact } from './AllowanceFacts.tsx';
import { ApiKeySection } from './ApiKeySection.tsx';
import { accountHasFeature } from './dashboard-model.ts';

export function AccountPanel({ user }: { user: CurrentUser }) {
  const { account, settings } = user;
  const { alerts, notify } = useAlerts();
  return (
    <section className="account-panel" aria-labelledby="account-heading">
      <AlertStack alerts={alerts} />
      <h2 id="account-heading">Your account</h2>
      <dl className="owner-facts">
        <Fact term="Username">{account.username}</Fact>
        <Fact term="E-mail">{account.email}</Fact>
        <Fact term="Plan">{settings.plan}</Fact>
        <AllowanceFacts count={settings.feed_count} />
      </dl>
      {/* The API key area is for premium plans; sub-accounts never manage tokens. */}
      {account.creator_id === null && accountHasFeature(settings.plan, account.meta, 'apiKey') && (
        <ApiKeySection notify={notify} />
      )}
    </section>
  );
}
