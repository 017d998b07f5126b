/** The buttons of a dialog's footer: Cancel, then the dialog's main action. */
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton, type BusyButtonProps } from './BusyButton.tsx';
import { texts } from './texts.ts';

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
  const t = useTexts(texts);
  return (
    <>
      {before}
      <button type="button" className={cancelClassName} onClick={onCancel}>
        {t('cancel')}
      </button>
      <BusyButton {...action} />
    </>
  );
}
