/**
 * The walls as cards: a grid on wide screens, one column on a phone. Each card shows the
 * wall's thumbnail, its state (switch, Active or Inactive, live updates and viewers), its
 * counts, its next step and its actions, the same ones as the table's rows.
 */
import { useTexts } from '../i18n/texts.ts';
import type { WallRow } from './dashboard-model.ts';
import { LiveState, NextStep, WallActions, WallCounts } from './WallParts.tsx';
import { FeedBadge, InactiveBadge, WallSwitch, type WallTableProps } from './WallTable.tsx';
import { WallThumbnail } from './WallThumbnail.tsx';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

function WallCard({ row, ...props }: Omit<WallTableProps, 'rows'> & { row: WallRow }) {
  const nameId = `wall-card-${row.id}`;
  const { core } = useDashboardWords();
  return (
    <li className="wall-card" data-wall-card={row.userName}>
      <article aria-labelledby={nameId}>
        <WallThumbnail row={row} size={160} />
        <div className="wall-card__body">
          <h3 className="wall-card__name" id={nameId}>
            {row.name}
          </h3>
          <p className="wall-address">/{row.userName}</p>
          <div className="wall-card__state">
            {row.active ? (
              <span className="owner-badge owner-badge--active">{core.t('wallCardActive')}</span>
            ) : (
              <InactiveBadge />
            )}
            <LiveState row={row} />
            <FeedBadge row={row} onShow={props.onShowFeedCount} />
          </div>
          <div className="wall-card__switch">
            <WallSwitch
              row={row}
              canModify={props.canModify}
              saving={props.saving}
              onToggle={props.onToggle}
            />
          </div>
          <WallCounts row={row} />
          <NextStep row={row} describedBy={nameId} />
          <div className="wall-actions wall-card__actions">
            <WallActions
              row={row}
              canDelete={props.canDelete}
              onDelete={props.onDelete}
              menu={props.menu}
            />
          </div>
        </div>
      </article>
    </li>
  );
}

export function WallGrid({ rows, ...props }: WallTableProps) {
  const t = useTexts(texts);
  return (
    <ul className="wall-grid" aria-label={t('yourWalls')}>
      {rows.map((row) => (
        <WallCard key={row.id} row={row} {...props} />
      ))}
    </ul>
  );
}

/** Props of {@link WallsViewSwitch}. */
export interface WallsViewSwitchProps {
  readonly view: 'cards' | 'table';
  readonly onChange: (view: 'cards' | 'table') => void;
}

/** Two toggle buttons, Cards and Table, in a group named "Show walls as". */
export function WallsViewSwitch({ view, onChange }: WallsViewSwitchProps) {
  const { core } = useDashboardWords();
  return (
    <div className="walls-view" role="group" aria-label={core.t('dashboardWallsView')}>
      {(['cards', 'table'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="owner-button walls-view__option"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {core.t(option === 'cards' ? 'dashboardCardsView' : 'dashboardTableView')}
        </button>
      ))}
    </div>
  );
}
