/**
 * The table of walls: switch, badges, realtime icon, View / Edit / Delete. Edit opens the
 * panel whose accordion names every section, so no row menu repeats them.
 */
import { messages } from '@chorus/core';
import { Link } from 'react-router-dom';
import { Switch } from '../ui/Switch.tsx';
import type { WallRow } from './dashboard-model.ts';

/** Props of {@link WallTable}. */
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

function RealtimeIcon({ on }: { on: boolean | undefined }) {
  if (on === undefined) return null;
  const label = on ? 'Live updates on' : 'Live updates off';
  return (
    <span
      className={`wall-realtime${on ? ' wall-realtime--on' : ''}`}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="currentColor" />
      </svg>
    </span>
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
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const path = `/${encodeURIComponent(row.userName)}`;
          return (
            <tr key={row.id} data-wall={row.userName}>
              <th scope="row">
                <span className="wall-name">{row.name}</span>{' '}
                <span className="wall-address">/{row.userName}</span>
                {!row.active && (
                  <>
                    {' '}
                    <Link to="/pricing" className="owner-badge owner-badge--inactive">
                      {messages.wallInactive}
                    </Link>
                  </>
                )}
              </th>
              <td>
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
              </td>
              <td>
                <button
                  type="button"
                  className="owner-badge owner-badge--count"
                  aria-label={`${row.feedCount} ${row.feedCount === 1 ? 'feed' : 'feeds'}: show the feed count`}
                  onClick={onShowFeedCount}
                >
                  {row.feedCount}
                </button>
              </td>
              <td>
                <RealtimeIcon on={row.realtime} />
              </td>
              <td className="wall-actions">
                <Link className="owner-button" to={path} aria-label={`View ${row.name}`}>
                  View
                </Link>
                <Link className="owner-button" to={`${path}/edit`} aria-label={`Edit ${row.name}`}>
                  Edit
                </Link>
                {canDelete && (
                  <button
                    type="button"
                    className="owner-button owner-button--danger"
                    aria-label={`Delete ${row.name}`}
                    onClick={() => onDelete(row)}
                  >
                    Delete
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
