/** The dashboard's tab bar: only the tabs that are ready are shown. */
import { Link } from 'react-router-dom';
import type { DashboardTab } from '../../routes/route-table.ts';
import { dashboardTabList, tabPath } from './dashboard-model.ts';

export function DashboardTabs({ current }: { current: DashboardTab | undefined }) {
  return (
    <nav className="tabs" aria-label="Dashboard">
      {dashboardTabList
        .filter((entry) => entry.ready)
        .map((entry) => (
          <Link
            key={entry.label}
            to={tabPath(entry.tab)}
            aria-current={entry.tab === current ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
    </nav>
  );
}
