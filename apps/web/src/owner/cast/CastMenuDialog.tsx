/** The row menu's "Cast to a TV" entry: the Cast dialog for the row's wall. */
import type { WallMenuDialogProps } from '../dashboard/wall-menu.ts';
import { CastDialog } from './CastDialog.tsx';

export function CastMenuDialog({ row, onClose }: WallMenuDialogProps) {
  return <CastDialog userName={row.userName} name={row.name} onClose={onClose} />;
}

/** Who may pair a TV with a wall: those who may drive it (the owner, or `moderate_tint`). */
export function maySendToTv(permissions: readonly string[]): boolean {
  return permissions.includes('moderate_tint');
}
