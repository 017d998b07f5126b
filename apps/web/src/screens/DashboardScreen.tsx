import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { AccountsPanel } from '../owner/accounts/AccountsPanel.tsx';
import { BillingPanel } from '../owner/billing/BillingPanel.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { AccountPanel } from '../owner/dashboard/AccountPanel.tsx';
import { shownTab } from '../owner/dashboard/dashboard-model.ts';
import { DashboardTabs } from '../owner/dashboard/DashboardTabs.tsx';
import { WallsPanel } from '../owner/dashboard/WallsPanel.tsx';
import { ReferralPanel } from '../owner/referral/ReferralPanel.tsx';
import { useTexts } from '../owner/i18n/texts.ts';
import type { ScreenProps } from './screen-props.ts';
import { texts } from './texts.ts';

/** `/admin`, `/admin/{tab}`, `/settings`: the owner dashboard. */
export function DashboardScreen({ match }: ScreenProps<'dashboard'>) {
  const t = useTexts(texts);
  return (
    <ScreenFrame screen="dashboard" title={t('dashboardTitle')}>
      <SignInRequired what={t('seeYourWalls')}>
        {(user) => {
          const tab = shownTab(match.tab, user);
          return (
            <DashboardTabs current={tab} user={user}>
              {tab === 'settings' ? (
                <AccountPanel user={user} />
              ) : tab === 'tints' ? (
                <AccountsPanel user={user} />
              ) : tab === 'payment' ? (
                <BillingPanel user={user} />
              ) : tab === 'unlock' ? (
                <ReferralPanel user={user} />
              ) : (
                <WallsPanel user={user} />
              )}
            </DashboardTabs>
          );
        }}
      </SignInRequired>
    </ScreenFrame>
  );
}
