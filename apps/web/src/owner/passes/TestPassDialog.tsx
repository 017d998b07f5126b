/**
 * The row menu's Test entry (the spec's Test insTINT Updates): a one-hour live-update test of
 * the wall, once per wall while it is testable. Its answer is the spec's message: started (a
 * dashboard alert, and the row shows the active pass), or the problem (in the dialog).
 */
import { useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { WallMenuDialogProps } from '../dashboard/wall-menu.ts';
import { startTestPass } from './passes-api.ts';
import { texts } from './texts.ts';

export function TestPassDialog({ row, onClose, notify, reload }: WallMenuDialogProps) {
  const t = useTexts(texts);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start() {
    setBusy(true);
    setFailed(false);
    try {
      await startTestPass(row.id);
      notify('success', t('testStarted'));
      await reload?.();
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('testTitle', { name: row.name })}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          className="owner-button owner-button--primary"
          label={t('testStart')}
          busyLabel={t('testBusy')}
          busy={busy}
          onClick={() => void start()}
        />
      }
    >
      <p>{t('testIntro')}</p>
      <p className="owner-form-failure" role="alert">
        {failed ? t('testFailed') : ''}
      </p>
    </Modal>
  );
}
