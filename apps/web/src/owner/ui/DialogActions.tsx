/** The buttons of a dialog's footer: Cancel, then the dialog's main action. */
import type { ReactNode } from 'react';
import { BusyButton, type BusyButtonProps } from './BusyButton.tsx';

/** Props of {@link DialogActions}: the main button's, and Cancel's. */
export interface DialogActionsProps extends BusyButtonProps {
  readonly onCancel: () => void;
  /** The Cancel button's class. */
  readonly cancelClassName?: string;
  /** Buttons before Cancel (Remove). */
  readonly before?: ReactNode;
}

export function DialogActions({
  onCancel,
  cancelClassName,
  before,
  ...action
}: DialogActionsProps) {
  return (
    <>
      {before}
      <button type="button" className={cancelClassName} onClick={onCancel}>
        Cancel
      </button>
      <BusyButton {...action} />
    </>
  );
}
