/**
 * What the wall table's rows and the wall cards both show: the realtime icon and live viewers,
 * the counts, the next step, and the actions (View, Edit, Moderate, Delete).
 */
import { formatMessage, messages } from '@chorus/core';
import { Link } from 'react-router-dom';
import { wallPaths, type WallRow } from './dashboard-model.ts';

export function RealtimeIcon({ on }: { on: boolean | undefined }) {
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

/** The realtime icon and, when someone watches, how many viewers the wall has now. */
export function LiveState({ row }: { row: WallRow }) {
  return (
    <span className="wall-live">
      <RealtimeIcon on={row.realtime} />
      {row.viewers > 0 && (
        <span className="wall-viewers">
          {formatMessage('wallCardViewers', { count: row.viewers })}
        </span>
      )}
    </span>
  );
}

/**
 * Approved posts, posts waiting for moderation and, unless the table's feed column shows them,
 * sources (with those needing attention).
 */
export function WallCounts({ row, sources = true }: { row: WallRow; sources?: boolean }) {
  return (
    <dl className="wall-counts">
      <div>
        <dt>{messages.wallCardApproved}</dt>
        <dd>{row.approvedCount}</dd>
      </div>
      <div className={row.pendingCount > 0 ? 'wall-counts__waiting' : undefined}>
        <dt>{messages.wallCardPending}</dt>
        <dd>{row.pendingCount}</dd>
      </div>
      {sources && (
        <div>
          <dt>{messages.wallCardSources}</dt>
          <dd>
            {row.feedCount} <SourcesFailing row={row} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** "Sources needing attention: n", when some do. */
export function SourcesFailing({ row }: { row: WallRow }) {
  if (row.sourcesFailing === 0) return null;
  return (
    <span className="wall-counts__failing">
      {formatMessage('wallCardSourcesFailing', { count: row.sourcesFailing })}
    </span>
  );
}

/**
 * What to do next on this wall: connect a first source (the edit panel's content section), or
 * moderate the posts waiting. `describedBy` names the wall, so each link says which one.
 */
export function NextStep({ row, describedBy }: { row: WallRow; describedBy: string }) {
  if (row.nextStep === undefined) return null;
  const paths = wallPaths(row.userName);
  const [text, label, to] =
    row.nextStep === 'add-source'
      ? [messages.wallNoSources, messages.wallAddSource, paths.content]
      : [messages.wallPendingNext, messages.wallModerate, paths.moderate];
  return (
    <p className={`wall-next wall-next--${row.nextStep}`}>
      {text}{' '}
      <Link className="wall-next__link" to={to} aria-describedby={describedBy}>
        {label}
      </Link>
    </p>
  );
}

/** Props of {@link WallActions}. */
export interface WallActionsProps {
  readonly row: WallRow;
  readonly canDelete: boolean;
  readonly onDelete: (row: WallRow) => void;
}

/** View, Edit, Moderate and, with the permission, Delete. */
export function WallActions({ row, canDelete, onDelete }: WallActionsProps) {
  const paths = wallPaths(row.userName);
  return (
    <>
      <Link className="owner-button" to={paths.view} aria-label={`View ${row.name}`}>
        View
      </Link>
      <Link className="owner-button" to={paths.edit} aria-label={`Edit ${row.name}`}>
        Edit
      </Link>
      <Link
        className="owner-button"
        to={paths.moderate}
        aria-label={`${messages.wallModerate} ${row.name}`}
      >
        {messages.wallModerate}
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
    </>
  );
}
