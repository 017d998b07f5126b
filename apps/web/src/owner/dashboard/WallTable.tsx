/**
 * The table of walls (the spec's dashboard): thumbnail, switch, badges, realtime icon and live
 * viewers, post counts, the next step, and View / Edit / Moderate / Delete. Edit opens the panel
 * whose accordion names every section, so no row menu repeats them.
 */
import { messages } from '@chorus/core';
import { Link } from 'react-router-dom';
import { Switch } from '../ui/Switch.tsx';
import type { WallRow } from './dashboard-model.ts';
import { LiveState, NextStep, SourcesFailing, WallActions, WallCounts } from './WallParts.tsx';
import { WallThumbnail } from './WallThumbnail.tsx';

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
}

/** The on/off switch of a wall and, when it is locked, why. */
export function WallSwitch({
  row,
  canModify,
  saving,
  onToggle,
}: Pick<WallTableProps, 'canModify' | 'saving' | 'onToggle'> & { row: WallRow }) {
  return (
    <>
      <Switch
        checked={row.active}
        label={`${row.name} on`}
        disabled={!canModify || !row.toggable}
        disabledReason={canModify ? row.lockedReason : messages.notAllowed}
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
  return (
    <button
      type="button"
      className="owner-badge owner-badge--count"
      aria-label={`${row.feedCount} ${row.feedCount === 1 ? 'feed' : 'feeds'}: show the feed count`}
      onClick={onShow}
    >
      {row.feedCount}
    </button>
  );
}

/** The Inactive badge, a link to the plans. */
export function InactiveBadge() {
  return (
    <Link to="/pricing" className="owner-badge owner-badge--inactive">
      {messages.wallInactive}
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
}: WallTableProps) {
  return (
    <table className="owner-table wall-table">
      <caption className="visually-hidden">Your walls</caption>
      <thead>
        <tr>
          <th scope="col">Wall</th>
          <th scope="col">On</th>
          <th scope="col">Feeds</th>
          <th scope="col">Live</th>
          <th scope="col">{messages.dashboardPostsColumn}</th>
          <th scope="col">Actions</th>
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
                <WallActions row={row} canDelete={canDelete} onDelete={onDelete} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
