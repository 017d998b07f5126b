/**
 * What the wall table's rows and the wall cards both show: the realtime icon and live viewers,
 * the counts, the next step, and the actions (View, Edit, Moderate, Delete, the row menu).
 */
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { PassState } from '../passes/PassState.tsx';
import { MenuButton, type MenuEntry } from '../ui/MenuButton.tsx';
import type { CurrentUser } from '../session.ts';
import { wallPaths, type WallRow } from './dashboard-model.ts';
import { wallMenuFor, type WallMenuItem } from './wall-menu.ts';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

export function RealtimeIcon({ on }: { on: boolean | undefined }) {
  const t = useTexts(texts);
  if (on === undefined) return null;
  const label = t(on ? 'liveOn' : 'liveOff');
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
  const { core } = useDashboardWords();
  return (
    <span className="wall-live">
      <RealtimeIcon on={row.realtime} />
      <PassState passes={row.passes} />
      {row.viewers > 0 && (
        <span className="wall-viewers">{core.t('wallCardViewers', { count: row.viewers })}</span>
      )}
    </span>
  );
}

/**
 * Approved posts, posts waiting for moderation and, unless the table's feed column shows them,
 * sources (with those needing attention).
 */
export function WallCounts({ row, sources = true }: { row: WallRow; sources?: boolean }) {
  const { core } = useDashboardWords();
  return (
    <dl className="wall-counts">
      <div>
        <dt>{core.t('wallCardApproved')}</dt>
        <dd>{row.approvedCount}</dd>
      </div>
      <div className={row.pendingCount > 0 ? 'wall-counts__waiting' : undefined}>
        <dt>{core.t('wallCardPending')}</dt>
        <dd>{row.pendingCount}</dd>
      </div>
      {sources && (
        <div>
          <dt>{core.t('wallCardSources')}</dt>
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
  const { core } = useDashboardWords();
  if (row.sourcesFailing === 0) return null;
  return (
    <span className="wall-counts__failing">
      {core.t('wallCardSourcesFailing', { count: row.sourcesFailing })}
    </span>
  );
}

/**
 * What to do next on this wall: connect a first source (the edit panel's content section), or
 * moderate the posts waiting. `describedBy` names the wall, so each link says which one.
 */
export function NextStep({ row, describedBy }: { row: WallRow; describedBy: string }) {
  const { core } = useDashboardWords();
  if (row.nextStep === undefined) return null;
  const paths = wallPaths(row.userName);
  const [text, label, to] =
    row.nextStep === 'add-source'
      ? [core.t('wallNoSources'), core.t('wallAddSource'), paths.content]
      : [core.t('wallPendingNext'), core.t('wallModerate'), paths.moderate];
  return (
    <p className={`wall-next wall-next--${row.nextStep}`}>
      {text}{' '}
      <Link className="wall-next__link" to={to} aria-describedby={describedBy}>
        {label}
      </Link>
    </p>
  );
}

/** What the row menu needs: who looks, and what opens an entry's dialog. */
export interface WallMenuProps {
  readonly user: CurrentUser;
  readonly onOpen: (row: WallRow, item: WallMenuItem) => void;
}

/** The "More" menu of a wall: the entries of wall-menu.ts this owner sees. */
export function WallMenu({ row, menu }: { row: WallRow; menu: WallMenuProps }) {
  const t = useTexts(texts);
  const entries = wallMenuFor(row, menu.user).map((item): MenuEntry =>
    'to' in item
      ? { label: t(item.label), to: item.to(row) }
      : { label: t(item.label), onSelect: () => menu.onOpen(row, item) },
  );
  return (
    <MenuButton label={t('moreLabel', { name: row.name })} text={t('more')} entries={entries} />
  );
}

/** Props of {@link WallActions}. */
export interface WallActionsProps {
  readonly row: WallRow;
  readonly canDelete: boolean;
  readonly onDelete: (row: WallRow) => void;
  /** The row menu; none without it. */
  readonly menu?: WallMenuProps | undefined;
}

/** View, Analytics, Edit, Moderate, with the permission Delete, and the row menu. */
export function WallActions({ row, canDelete, onDelete, menu }: WallActionsProps) {
  const paths = wallPaths(row.userName);
  const t = useTexts(texts);
  const { core } = useDashboardWords();
  const name = row.name;
  return (
    <>
      <Link className="owner-button" to={paths.view} aria-label={t('viewLabel', { name })}>
        {t('view')}
      </Link>
      <Link
        className="owner-button"
        to={`/analytics/${encodeURIComponent(row.userName)}`}
        aria-label={t('analyticsLabel', { name })}
      >
        {t('analytics')}
      </Link>
      <Link className="owner-button" to={paths.edit} aria-label={t('editLabel', { name })}>
        {t('edit')}
      </Link>
      <Link className="owner-button" to={paths.moderate} aria-label={t('moderateLabel', { name })}>
        {core.t('wallModerate')}
      </Link>
      {canDelete && (
        <button
          type="button"
          className="owner-button owner-button--danger"
          aria-label={t('deleteLabel', { name })}
          onClick={() => onDelete(row)}
        >
          {t('delete')}
        </button>
      )}
      {menu && <WallMenu row={row} menu={menu} />}
    </>
  );
}
