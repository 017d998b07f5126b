/**
 * The dashboard's rules, kept pure: rows of the wall table, the switch, the feed upgrade alert,
 * the status message, the create-wall checks and the tabs.
 */
import {
  hasFeature,
  isToggable,
  messages,
  planIds,
  showsFeedUpgradeAlert,
  validateNewWall,
  type FeatureFlag,
  type MessageKey,
  type PlanId,
} from '@chorus/core';
import { english, type Translator } from '@chorus/core/i18n';
import { managesAccounts } from '../accounts/accounts-model.ts';
import type { Customer } from '../billing/billing-api.ts';
import { billingStatus, showsBilling } from '../billing/billing-model.ts';
import { showsReferral } from '../referral/referral-model.ts';
import { ApiError } from '../api-client.ts';
import type { CurrentUser } from '../session.ts';
import { textsIn, type TextFormatter } from '../i18n/texts.ts';
import { isReservedUserName, type DashboardTab } from '../../routes/route-table.ts';
import type { RealtimeUpdates } from '../passes/passes-api.ts';
import type { FeedCount, WallThumbnailPicture } from './dashboard-api.ts';
import { texts } from './texts.ts';

/** A key of the dashboard's own texts (texts.ts). */
export type DashboardKey = keyof typeof texts.en;

/**
 * The dashboard's words in one language: core's catalogue (the server's messages) and the
 * dashboard's own texts. Components get the owner's from `useDashboardWords`; the rules here
 * take them as an argument (English by default).
 */
export interface DashboardWords {
  readonly core: Translator;
  readonly own: TextFormatter<DashboardKey>;
}

/** The dashboard's words in English. */
export const englishWords: DashboardWords = { core: english, own: textsIn(texts, 'en') };

/** What the owner should do next on a wall, if anything: connect a source, or moderate. */
export type WallNextStep = 'add-source' | 'moderate' | undefined;

/** One wall of the dashboard, as a table row or a card. */
export interface WallRow {
  readonly id: number;
  readonly userName: string;
  readonly name: string;
  readonly active: boolean;
  /** Sources feeding it (the feed-count badge). */
  readonly feedCount: number;
  /** Live push on; undefined when the server did not say. */
  readonly realtime: boolean | undefined;
  /** The switch works; when false, `lockedReason` says why. */
  readonly toggable: boolean;
  readonly lockedReason: string | undefined;
  /** Live viewers now. */
  readonly viewers: number;
  readonly approvedCount: number;
  readonly pendingCount: number;
  readonly sourcesFailing: number;
  readonly theme: string;
  readonly colors: { readonly background: string | null; readonly text: string | null };
  readonly thumbnails: readonly WallThumbnailPicture[];
  readonly nextStep: WallNextStep;
  /** Live-update passes (Scheduled, Active) and whether the wall may be tested. */
  readonly passes?: RealtimeUpdates | undefined;
  /** The row menu offers Buy. */
  readonly canBuyPass?: boolean;
}

/** The plan's allowance as the session and `/api/feedCount` give it. */
export interface Allowance {
  readonly active: number;
  readonly inactive: number;
  readonly allowed: number;
}

/** Why a wall's switch is locked: no room in the allowance it would move into. */
export function switchLockedReason(active: boolean, words = englishWords): string {
  const state = words.own(active ? 'stateInactive' : 'stateActive');
  return words.core.t('wallSwitchLocked', { state });
}

/**
 * The dashboard's walls, all from one `/api/feedCount` answer (never a call per wall). The
 * switch follows the allowance rule of core ({@link isToggable}), as the server's does.
 */
export function wallRows(count: FeedCount, words = englishWords): WallRow[] {
  return count.walls.map((wall) => {
    const active = wall.status === '0';
    const toggable = isToggable(active ? 'active' : 'inactive', allowanceOf(count));
    const pendingCount = wall.pending_count ?? 0;
    return {
      id: wall.id,
      userName: wall.user_name,
      name: wall.name,
      active,
      feedCount: wall.feed_count,
      realtime: wall.realtime,
      toggable,
      lockedReason: toggable ? undefined : switchLockedReason(active, words),
      viewers: wall.viewers ?? 0,
      approvedCount: wall.approved_count ?? 0,
      pendingCount,
      sourcesFailing: wall.sources_failing ?? 0,
      theme: wall.theme ?? '',
      colors: wall.colors ?? { background: null, text: null },
      thumbnails: wall.thumbnails ?? [],
      nextStep: nextStepOf(wall.feed_count, pendingCount),
      passes: wall.realtime_updates,
      canBuyPass: wall.can_buy_pass === true,
    };
  });
}

/**
 * A wall's next step: with no source nothing can arrive, so connecting one comes first; then
 * posts waiting for a moderator.
 */
export function nextStepOf(sources: number, pending: number): WallNextStep {
  if (sources === 0) return 'add-source';
  return pending > 0 ? 'moderate' : undefined;
}

/** The dashboard's ways of showing walls. */
export type WallsView = 'cards' | 'table';

/** Where the browser remembers the chosen view. */
export const wallsViewStorageKey = 'chorus.dashboard.walls-view';

/**
 * The view to show: the one this browser chose, else the spec's table (on a phone its rows
 * stack; the cards, once chosen, take one column there).
 */
export function initialWallsView(stored: string | null): WallsView {
  return stored === 'cards' || stored === 'table' ? stored : 'table';
}

/** The owner's pages a wall's actions and next steps open. */
export function wallPaths(userName: string) {
  const wall = `/${encodeURIComponent(userName)}`;
  return {
    view: wall,
    edit: `${wall}/edit`,
    content: `${wall}/edit/content`,
    moderate: `${wall}/edit/moderate`,
  } as const;
}

function allowanceOf(count: Allowance): Allowance {
  return { active: count.active, inactive: count.inactive, allowed: count.allowed };
}

/**
 * The feed upgrade alert: allowed − active, or allowed − inactive, is 1 or less, once the
 * owner has a wall, and only in hosted mode (self-hosted, every account has every feature and
 * is never asked to upgrade).
 */
export function feedUpgradeAlert(
  count: Allowance,
  plans: 'self-hosted' | 'hosted',
  words = englishWords,
): string | undefined {
  if (plans === 'self-hosted') return undefined;
  // An owner with no walls yet has used nothing of the allowance: nothing to warn about.
  if (count.active + count.inactive === 0) return undefined;
  return showsFeedUpgradeAlert(allowanceOf(count)) ? words.core.t('feedAllowanceLow') : undefined;
}

/**
 * The status message at the top of the dashboard, from the plan and, in hosted mode with
 * billing, the customer (owner/billing: trial end, delinquent): card declined, charge failed,
 * trial ending under 86400 s, trial.
 */
export function statusMessage(
  plan: string,
  nowSeconds: number,
  customer: Pick<Customer, 'delinquent' | 'subscription'> | null = null,
): MessageKey | null {
  return billingStatus(plan, customer, nowSeconds);
}

function isPlanId(plan: string): plan is PlanId {
  return planIds.some((known) => known === plan);
}

/** Whether the account has a feature, from its plan or a reward in its meta. */
export function accountHasFeature(
  plan: string,
  meta: readonly string[],
  flag: FeatureFlag,
): boolean {
  return isPlanId(plan) && hasFeature(plan, meta, flag);
}

/** A deactivated plan hides the wall rows (the card-declined message shows instead). */
export function hidesWallRows(plan: string): boolean {
  return plan === 'deactivated';
}

/** The create-wall form's fields. */
export interface NewWallFields {
  readonly name: string;
  readonly userName: string;
}

const userNamePattern = /^[A-Za-z0-9_-]+$/;

/**
 * The create-wall checks, in the spec's words: 'Name must not be blank.', "Please enter the wall's
 * address.", then a user name that is one path segment and not reserved.
 */
export function checkNewWall(
  fields: NewWallFields,
  words = englishWords,
): Partial<Record<keyof NewWallFields, string>> {
  const errors: Partial<Record<keyof NewWallFields, string>> = {};
  for (const problem of validateNewWall({ name: fields.name, userName: fields.userName })) {
    if (problem.key === 'wallNameBlank') errors.name = words.core.t('wallNameBlank');
    if (problem.key === 'wallUserNameMissing') {
      errors.userName = words.core.t('wallUserNameMissing');
    }
  }
  const userName = fields.userName.trim();
  if (
    errors.userName === undefined &&
    (!userNamePattern.test(userName) || isReservedUserName(userName))
  ) {
    errors.userName = words.core.t('fieldInvalid', { field: words.own('wallAddressField') });
  }
  return errors;
}

/** A user name suggested from a wall's name: lower case, letters, digits and dashes. */
export function suggestUserName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

/**
 * The message of a failed call: the server's text (the spec's wording) when it gave one, else
 * the spec's message for that action (`fallback`).
 */
export function failureMessage(error: unknown, fallback: string, words = englishWords): string {
  const text = error instanceof Error ? error.message : '';
  const generic = text === messages.requestProblem || text === words.core.t('requestProblem');
  return text !== '' && !generic && error instanceof ApiError ? text : fallback;
}

/**
 * The dashboard's tabs. Billing (payment), the referral unlock and enterprise accounts (tints)
 * arrive with their issues: their places are here, not shown until `ready`.
 */
export const dashboardTabList: readonly {
  readonly tab: DashboardTab | undefined;
  /** The tab's name, a key of the dashboard's texts. */
  readonly label: DashboardKey;
  readonly ready: boolean;
  /** Shown only to the users for whom this holds (a plan, a permission); to all when omitted. */
  readonly shows?: (user: CurrentUser) => boolean;
}[] = [
  { tab: undefined, label: 'tabWalls', ready: true },
  { tab: 'settings', label: 'tabAccount', ready: true },
  { tab: 'tints', label: 'tabAccounts', ready: true, shows: managesAccounts },
  { tab: 'payment', label: 'tabBilling', ready: true, shows: showsBilling },
  { tab: 'unlock', label: 'tabUnlock', ready: true, shows: showsReferral },
];

/** Whether a tab shows to this user: it is ready, and meant for them. */
export function tabShows(
  entry: (typeof dashboardTabList)[number],
  user: CurrentUser | undefined,
): boolean {
  return entry.ready && (entry.shows === undefined || (user !== undefined && entry.shows(user)));
}

/** The tab to show for the address: a tab not ready yet, or not for this user, shows the walls. */
export function shownTab(
  tab: DashboardTab | undefined,
  user?: CurrentUser,
): DashboardTab | undefined {
  return dashboardTabList.find((entry) => entry.tab === tab && tabShows(entry, user))?.tab;
}

/** The address of a tab. */
export function tabPath(tab: DashboardTab | undefined): string {
  return tab === undefined ? '/admin' : `/admin/${tab}`;
}
