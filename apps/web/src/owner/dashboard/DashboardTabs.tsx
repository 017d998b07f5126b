/**
 * The dashboard's tabs over React Aria Components' Tabs: each tab is a link to its address (the
 * route decides which one is selected), the arrow keys, Home and End move between them and
 * Enter opens one. Only the tabs that are ready are shown; the shown tab's content is the panel.
 */
import '../ui/owner.css';
import '../ui/library-style.ts';
import type { ReactNode } from 'react';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import type { DashboardTab } from '../../routes/route-table.ts';
import { useTexts } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import { dashboardTabList, tabPath, tabShows } from './dashboard-model.ts';
import { texts } from './texts.ts';

/** The key of a tab (the Walls tab has no route parameter). */
const keyOf = (tab: DashboardTab | undefined): string => tab ?? 'walls';

export function DashboardTabs({
  current,
  user,
  children,
}: {
  current: DashboardTab | undefined;
  /** Who looks: a tab meant for some users only shows to them. */
  user?: CurrentUser;
  /** The shown tab's content. */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const t = useTexts(texts);
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Tabs selectedKey={keyOf(current)} keyboardActivation="manual" className="owner-tabs">
        <TabList aria-label={t('tabsLabel')} className="owner-tabs__list">
          {dashboardTabList
            .filter((entry) => tabShows(entry, user))
            .map((entry) => (
              <Tab
                key={entry.label}
                id={keyOf(entry.tab)}
                href={tabPath(entry.tab)}
                className="owner-tabs__tab"
              >
                {t(entry.label)}
              </Tab>
            ))}
        </TabList>
        {/* Keyed by the tab: a panel kept across a change kept its first id, and the selected
            tab's aria-controls then named no element (axe, aria-valid-attr-value). */}
        <TabPanel key={keyOf(current)} id={keyOf(current)} className="owner-tabs__panel">
          {children}
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}
