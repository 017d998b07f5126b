import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { AccountPanel } from '../owner/dashboard/AccountPanel.tsx';
import { shownTab } from '../owner/dashboard/dashboard-model.ts';
import { DashboardTabs } from '../owner/dashboard/DashboardTabs.tsx';
import { WallsPanel } from '../owner/dashboard/WallsPanel.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/admin`, `/admin/{tab}`, `/settings`: the owner dashboard. */
export function DashboardScreen({ match }: ScreenProps<'dashboard'>) {
  const tab = shownTab(match.tab);
  return (
    <ScreenFrame screen="dashboard" title="Dashboard">
      <SignInRequired what="see your walls">
        {(user) => (
          <DashboardTabs current={tab}>
            {tab === 'settings' ? <AccountPanel user={user} /> : <WallsPanel user={user} />}
          </DashboardTabs>
        )}
      </SignInRequired>
    </ScreenFrame>
  );
}
