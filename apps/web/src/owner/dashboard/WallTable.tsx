/**
 * The table of walls (the spec's dashboard): thumbnail, switch, badges, realtime icon and live
 * viewers, post counts, the next step, and View / Edit / Moderate / Delete and the "More" menu.
 * Edit opens the panel whose accordion names every section, so the menu does not repeat them.
 */
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { Switch } from '../ui/Switch.tsx';
import type { WallRow } from './dashboard-model.ts';
import {
  LiveState,
  NextStep,
  SourcesFailing,
  WallActions,
  WallCounts,
  type WallMenuProps,
} from './WallParts.tsx';
import { WallThumbnail } from './WallThumbnail.tsx';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** Props of {@link WallTable} and of the cards ({@link WallGrid}). */
export interface WallTableProps {
  readonly rows: readonly WallRow[];
  /** The owner may switch walls on and off (`modify_tint`). */
  readonly canModify: boolean;
  /** The owner may delete walls (`delete_tint`). */
  readonly canDelete: boolean;
  /** User names whose switch is being saved. */
  readonly saving: ReadonlySet<string>;
  readonly onToggle: (row: WallRow, on: boolean) => void;
  readonly onDelete: (row: WallRow) => void;
  readonly onShowFeedCount: () => void;
  /** Each wall's "More" menu (wall-menu.ts); none without it. */
  readonly menu?: WallMenuProps | undefined;
}

/** The on/off switch of a wall and, when it is locked, why. */
export function WallSwitch({
  row,
  canModify,
  saving,
  onToggle,
}: Pick<WallTableProps, 'canModify' | 'saving' | 'onToggle'> & { row: WallRow }) {
  const t = useTexts(texts);
  const { core } = useDashboardWords();
  return (
    <>
      <Switch
        checked={row.active}
        label={t('switchLabel', { name: row.name })}
        disabled={!canModify || !row.toggable}
        disabledReason={canModify ? row.lockedReason : core.t('notAllowed')}
        busy={saving.has(row.userName)}
        onChange={(on) => onToggle(row, on)}
      />
      {canModify && row.lockedReason && (
        <span className="owner-switch-reason">{row.lockedReason}</span>
      )}
    </>
  );
}

/** The feed-count badge: the wall's sources; it opens the feed-count dialog. */
export function FeedBadge({ row, onShow }: { row: WallRow; onShow: () => void }) {
  const t = useTexts(texts);
  return (
    <button
      type="button"
      className="owner-badge owner-badge--count"
      aria-label={t('feedBadgeLabel', { count: row.feedCount })}
      onClick={onShow}
    >
      {row.feedCount}
    </button>
  );
}

/** The Inactive badge, a link to the plans. */
export function InactiveBadge() {
  const { core } = useDashboardWords();
  return (
    <Link to="/pricing" className="owner-badge owner-badge--inactive">
      {core.t('wallInactive')}
    </Link>
  );
}

export function WallTable({
  rows,
  canModify,
  canDelete,
  saving,
  onToggle,
  onDelete,
  onShowFeedCount,
  menu,
}: WallTableProps) {
  const t = useTexts(texts);
  const { core } = useDashboardWords();
  return (
    <table className="owner-table wall-table">
      <caption className="visually-hidden">{t('yourWalls')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columnWall')}</th>
          <th scope="col">{t('columnOn')}</th>
          <th scope="col">{t('columnFeeds')}</th>
          <th scope="col">{t('columnLive')}</th>
          <th scope="col">{core.t('dashboardPostsColumn')}</th>
          <th scope="col">{t('columnActions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const nameId = `wall-row-${row.id}`;
          return (
            <tr key={row.id} data-wall={row.userName}>
              <th scope="row">
                <div className="wall-row-name">
                  {/* The cards carry the pictures' text; here the thumbnail only adorns. */}
                  <div aria-hidden="true">
                    <WallThumbnail row={row} size={48} />
                  </div>
                  <div>
                    <span className="wall-name" id={nameId}>
                      {row.name}
                    </span>{' '}
                    <span className="wall-address">/{row.userName}</span>
                    {!row.active && (
                      <>
                        {' '}
                        <InactiveBadge />
                      </>
                    )}
                  </div>
                </div>
              </th>
              <td>
                <WallSwitch row={row} canModify={canModify} saving={saving} onToggle={onToggle} />
              </td>
              <td>
                <FeedBadge row={row} onShow={onShowFeedCount} /> <SourcesFailing row={row} />
              </td>
              <td>
                <LiveState row={row} />
              </td>
              <td>
                <WallCounts row={row} sources={false} />
                <NextStep row={row} describedBy={nameId} />
              </td>
              <td className="wall-actions">
                <WallActions row={row} canDelete={canDelete} onDelete={onDelete} menu={menu} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
