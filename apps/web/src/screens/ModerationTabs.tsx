import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../owner/i18n/texts.ts';
import { texts } from '../owner/moderate/texts.ts';
import { wallPath, type WallScope } from '../routes/route-table.ts';

/** Props of {@link ModerationTabs}. */
export interface ModerationTabsProps {
  scope: WallScope;
  /** True when the Private Posts tab is the current one. */
  privateFeed: boolean;
}

/** The moderation view's two tabs; switching keeps the query string, wl_token included. */
export function ModerationTabs({ scope, privateFeed }: ModerationTabsProps) {
  const { search } = useLocation();
  const t = useTexts(texts);
  const tabPath = (toPrivate: boolean) =>
    wallPath(scope.userName, {
      network: scope.network,
      sourceId: scope.sourceId,
      search: scope.search,
      edit: true,
      section: 'moderate',
      privateFeed: toPrivate,
      query: search,
    });
  return (
    <nav aria-label={t('tabsLabel')} className="tabs">
      <Link to={tabPath(false)} aria-current={privateFeed ? undefined : 'page'}>
        {t('tabPublic')}
      </Link>
      <Link to={tabPath(true)} aria-current={privateFeed ? 'page' : undefined}>
        {t('tabPrivate')}
      </Link>
    </nav>
  );
}
