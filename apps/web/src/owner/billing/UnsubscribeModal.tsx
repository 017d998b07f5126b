/**
 * Unsubscribing, confirmed in an alert dialog. On success the spec's message, then the
 * feedback view (the answer's `redirect`); on failure the spec's message in the dialog.
 */
import { useRef, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormFailure } from '../ui/TextField.tsx';
import { unsubscribe } from './billing-api.ts';
import { texts } from './texts.ts';

/** Props of {@link UnsubscribeModal}. */
export interface UnsubscribeModalProps {
  readonly onClose: () => void;
  /** Called with where to go next (the feedback view). */
  readonly onDone: (redirect: string) => void;
}

export function UnsubscribeModal({ onClose, onDone }: UnsubscribeModalProps) {
  const t = useTexts(texts);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const body = useRef<HTMLDivElement>(null);

  async function onConfirm() {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await unsubscribe();
      onDone(answer.redirect);
    } catch {
      setBusy(false);
      setFailure(t('unsubscribeFailed'));
      requestAnimationFrame(() =>
        body.current?.querySelector<HTMLElement>('[role="alert"]')?.focus(),
      );
    }
  }

  return (
    <Modal
      title={t('unsubscribeTitle')}
      role="alertdialog"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={t('unsubscribe')}
          busyLabel={t('unsubscribing')}
          busy={busy}
          className="owner-button owner-button--danger"
          onClick={() => void onConfirm()}
        />
      }
    >
      <div ref={body}>
        <p>{t('unsubscribeBody')}</p>
        <FormFailure text={failure} />
      </div>
    </Modal>
  );
}
