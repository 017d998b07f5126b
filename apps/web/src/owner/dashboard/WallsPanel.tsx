/**
 * The dashboard's walls tab: status messages, the walls as a table or as cards (the browser
 * remembers which), their dialogs, fading alerts.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CurrentUser } from '../session.ts';
import { refreshSession } from '../session.ts';
import { useTexts } from '../i18n/texts.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { saveWallStatus } from './dashboard-api.ts';
import {
  failureMessage,
  feedUpgradeAlert,
  hidesWallRows,
  initialWallsView,
  statusMessage,
  wallRows,
  wallsViewStorageKey,
  type WallRow,
  type WallsView,
} from './dashboard-model.ts';
import './dashboard.css';
import { CreateWallModal } from './CreateWallModal.tsx';
import { DeleteWallModal } from './DeleteWallModal.tsx';
import { FeedCountModal } from './FeedCountModal.tsx';
import { FirstWallPrompt } from './FirstWallPrompt.tsx';
import { useWalls } from './use-walls.ts';
import { WallGrid, WallsViewSwitch } from './WallGrid.tsx';
import { WallTable } from './WallTable.tsx';
import { wallMenuFor, type WallMenuItem } from './wall-menu.ts';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';
import { useCustomerFacts } from '../billing/use-customer.ts';

function storedView(): string | null {
  try {
    return window.localStorage.getItem(wallsViewStorageKey);
  } catch {
    return null; // Storage refused (private mode, blocked cookies): the default view shows.
  }
}

function rememberView(view: WallsView) {
  try {
    window.localStorage.setItem(wallsViewStorageKey, view);
  } catch {
    // Not remembered in this browser; the choice still holds on this page.
  }
}

function firstView(): WallsView {
  return initialWallsView(typeof window === 'undefined' ? null : storedView());
}

type Dialog =
  // `first`: opened from the empty state, so the new wall opens in its edit panel.
  | { readonly kind: 'create'; readonly first?: boolean }
  | { readonly kind: 'feed-count' }
  | { readonly kind: 'delete'; readonly row: WallRow }
  // An entry of a wall's "More" menu (wall-menu.ts) that opens a dialog.
  | { readonly kind: 'menu'; readonly row: WallRow; readonly item: WallMenuItem };

export function WallsPanel({ user }: { user: CurrentUser }) {
  const { walls, reload } = useWalls();
  const navigate = useNavigate();
  const { alerts, notify } = useAlerts();
  const [dialog, setDialog] = useState<Dialog>();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<WallsView>(firstView);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useTexts(texts);
  const words = useDashboardWords();
  const { core } = words;
  const may = (permission: string) => user.permissions.includes(permission);
  const plan = user.settings.plan;
  const customer = useCustomerFacts(user);
  const status = statusMessage(plan, Math.floor(Date.now() / 1000), customer);
  const allowance = walls.status === 'ready' ? walls.count : user.settings.feed_count;
  const upgrade = feedUpgradeAlert(allowance, user.settings.plans, words);

  async function afterChange() {
    await Promise.all([reload(), refreshSession()]);
  }

  async function toggle(row: WallRow, on: boolean) {
    setSaving((shown) => new Set(shown).add(row.userName));
    try {
      await saveWallStatus(row.userName, on);
      notify('success', core.t(on ? 'wallSwitchedOn' : 'wallSwitchedOff', { name: row.name }));
      await afterChange();
    } catch (error) {
      notify('error', failureMessage(error, core.t('requestWrong'), words));
    } finally {
      setSaving((shown) => {
        const rest = new Set(shown);
        rest.delete(row.userName);
        return rest;
      });
    }
  }

  // `?cast={wall}`: the wall's Cast dialog, opened for the slideshow control bar's Cast button
  // in a browser that cannot cast by itself. Once, then the address loses the parameter.
  const [search, setSearch] = useSearchParams();
  const castWall = search.get('cast');
  useEffect(() => {
    if (castWall === null || walls.status !== 'ready') return;
    const found = walls.count.walls.find((wall) => wall.user_name === castWall);
    const row = found && wallRows({ ...walls.count, walls: [found] }, words)[0];
    const item = row && wallMenuFor(row, user).find((entry) => entry.id === 'cast');
    if (row && item) setDialog({ kind: 'menu', row, item });
    setSearch(
      (params) => {
        params.delete('cast');
        return params;
      },
      { replace: true },
    );
  }, [castWall, walls, words, user, setSearch]);

  const closeDialog = () => setDialog(undefined);
  // What the table and the cards share besides the walls.
  const listProps = {
    canModify: may('modify_tint'),
    canDelete: may('delete_tint'),
    saving,
    onToggle: (row: WallRow, on: boolean) => void toggle(row, on),
    onDelete: (row: WallRow) => setDialog({ kind: 'delete', row }),
    onShowFeedCount: () => setDialog({ kind: 'feed-count' }),
    menu: {
      user,
      onOpen: (row: WallRow, item: WallMenuItem) => setDialog({ kind: 'menu', row, item }),
    },
  };

  return (
    <section className="walls-panel" aria-labelledby="walls-heading">
      <AlertStack alerts={alerts} />
      <div className="walls-toolbar">
        <h2 id="walls-heading" ref={heading} tabIndex={-1}>
          {t('yourWalls')}
        </h2>
        {walls.status === 'ready' && (
          <button
            type="button"
            className="owner-button"
            onClick={() => setDialog({ kind: 'feed-count' })}
          >
            {t('totalFeeds', { total: walls.count.total })}
          </button>
        )}
        {may('create_tint') && !hidesWallRows(plan) && (
          <button
            type="button"
            className="owner-button owner-button--primary"
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('createWall')}
          </button>
        )}
      </div>
      {(plan === 'trial' || plan === 'deactivated') && (
        <p className={`owner-plan-badge owner-plan-badge--${plan}`}>
          {t(plan === 'trial' ? 'planTrial' : 'planDeactivated')}
        </p>
      )}
      {status && (
        <p className={`owner-status owner-status--${status}`} role="status">
          {core.text(status)}
        </p>
      )}
      {upgrade && !hidesWallRows(plan) && (
        <p className="owner-upgrade" role="note">
          {upgrade} <Link to="/pricing">{t('seePlans')}</Link>
        </p>
      )}
      {walls.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('loadingWalls')}
        </p>
      )}
      {walls.status === 'failed' && (
        <p className="owner-form-failure" role="alert">
          {walls.message}{' '}
          <button type="button" className="owner-button" onClick={() => void reload()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {walls.status === 'ready' &&
        !hidesWallRows(plan) &&
        (walls.count.walls.length === 0 ? (
          may('create_tint') ? (
            <FirstWallPrompt onCreate={() => setDialog({ kind: 'create', first: true })} />
          ) : (
            <p className="walls-empty">{t('noWalls')}</p>
          )
        ) : (
          <>
            <WallsViewSwitch
              view={view}
              onChange={(chosen) => {
                setView(chosen);
                rememberView(chosen);
              }}
            />
            {view === 'cards' ? (
              <WallGrid rows={wallRows(walls.count, words)} {...listProps} />
            ) : (
              <WallTable rows={wallRows(walls.count, words)} {...listProps} />
            )}
          </>
        ))}
      {dialog?.kind === 'create' && (
        <CreateWallModal
          onClose={closeDialog}
          onCreated={(wall) => {
            closeDialog();
            if (dialog.first) {
              // The first wall's next step is its content: straight to its edit panel.
              void refreshSession()
                .catch(() => undefined)
                .then(() => navigate(`/${wall.user_name}/edit`));
              return;
            }
            notify('success', core.t('wallCreated', { name: wall.name }));
            void afterChange();
          }}
        />
      )}
      {dialog?.kind === 'feed-count' && walls.status === 'ready' && (
        <FeedCountModal count={walls.count} onClose={closeDialog} />
      )}
      {dialog?.kind === 'menu' && 'dialog' in dialog.item && (
        <dialog.item.dialog
          row={dialog.row}
          user={user}
          onClose={closeDialog}
          notify={notify}
          reload={reload}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteWallModal
          wall={dialog.row}
          onClose={closeDialog}
          onFailed={(message) => notify('error', message)}
          onDeleted={(message) => {
            closeDialog();
            notify('success', message);
            // The row and its Delete button go: the focus moves to the table's heading.
            void afterChange().then(() => heading.current?.focus());
          }}
        />
      )}
    </section>
  );
}
