/**
 * The entries of each wall's "More" menu (the spec's row menu: Export Posts to CSV, Cast to
 * Chromecast, Ownership, Buy and Test insTINT Updates), in their order. An entry opens a dialog
 * over the dashboard, or a page of the app; adding one is one line here (its label is a key of
 * the dashboard's texts).
 */
import type { ComponentType } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import type { CurrentUser } from '../session.ts';
import { sharesWalls } from '../accounts/accounts-model.ts';
import { OwnershipModal } from '../accounts/OwnershipModal.tsx';
import { CastMenuDialog, maySendToTv } from '../cast/CastMenuDialog.tsx';
import { BuyPassModal } from '../passes/BuyPassModal.tsx';
import { TestPassDialog } from '../passes/TestPassDialog.tsx';
import { CsvExportModal } from './CsvExportModal.tsx';
import type { DashboardKey, WallRow } from './dashboard-model.ts';

/** What a menu entry's dialog is given. */
export interface WallMenuDialogProps {
  readonly row: WallRow;
  readonly user: CurrentUser;
  readonly onClose: () => void;
  /** Shows a fading alert on the dashboard. */
  readonly notify: Notify;
  /** Reads the walls again (a dialog that changed what the row shows). */
  readonly reload?: () => Promise<void>;
}

interface WallMenuItemBase {
  /** Unique among the entries. */
  readonly id: string;
  readonly label: DashboardKey;
  /** Shown only when this holds (a permission, a plan, a feature); always when omitted. */
  readonly shows?: (row: WallRow, user: CurrentUser) => boolean;
}

/** One entry of the row menu: a dialog, or a page inside the app. */
export type WallMenuItem = WallMenuItemBase &
  (
    | { readonly dialog: ComponentType<WallMenuDialogProps> }
    | { readonly to: (row: WallRow) => string }
  );

export const wallMenuItems: readonly WallMenuItem[] = [
  { id: 'export-csv', label: 'menuExportCsv', dialog: CsvExportModal },
  {
    id: 'cast',
    label: 'menuCast',
    shows: (_, user) => maySendToTv(user.permissions),
    dialog: CastMenuDialog,
  },
  {
    id: 'ownership',
    label: 'menuOwnership',
    shows: (_, user) => sharesWalls(user),
    dialog: OwnershipModal,
  },
  // Live-update passes: Buy where passes are sold (hosted billing; not basic, trial, plus).
  {
    id: 'buy-pass',
    label: 'menuBuyPass',
    shows: (row) => row.canBuyPass === true,
    dialog: BuyPassModal,
  },
  {
    id: 'test-pass',
    label: 'menuTestPass',
    shows: (row) => row.passes?.testable === true,
    dialog: TestPassDialog,
  },
];

/** The entries this owner sees on this wall. */
export function wallMenuFor(row: WallRow, user: CurrentUser): readonly WallMenuItem[] {
  return wallMenuItems.filter((item) => item.shows?.(row, user) ?? true);
}
