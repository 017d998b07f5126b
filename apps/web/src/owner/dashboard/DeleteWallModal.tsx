/** Deleting a wall: confirmed by typing `delete`, as the spec asks. */
import { isDeleteConfirmed } from '@chorus/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import { deleteWall } from './dashboard-api.ts';
import { failureMessage } from './dashboard-model.ts';
import { elementMarker, Sentence } from '../../layout/Sentence.tsx';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** Props of {@link DeleteWallModal}. */
export interface DeleteWallModalProps {
  readonly wall: { readonly userName: string; readonly name: string };
  readonly onClose: () => void;
  /** Called with the server's success message. */
  readonly onDeleted: (message: string) => void;
  /** Called with the failure message; the dialog stays open. */
  readonly onFailed: (message: string) => void;
}

export function DeleteWallModal({ wall, onClose, onDeleted, onFailed }: DeleteWallModalProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = useTexts(texts);
  const words = useDashboardWords();
  const confirmText = words.core.t('wallDeleteConfirm');
  const formId = 'delete-wall-form';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('input');
    if (!isDeleteConfirmed(typed)) {
      setError(confirmText);
      input?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await deleteWall(wall.userName, typed.trim());
      onDeleted(answer.message || words.core.t('wallDeleted'));
    } catch (failure) {
      setBusy(false);
      onFailed(failureMessage(failure, words.core.t('wallDeleteFailed'), words));
    }
  }

  return (
    <Modal
      title={t('deleteTitle', { name: wall.name })}
      role="alertdialog"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={t('deleteWallButton')}
          busyLabel={t('deleting')}
          busy={busy}
          form={formId}
          className="owner-button owner-button--danger"
        />
      }
    >
      <form
        id={formId}
        className="owner-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <p>
          <Sentence
            text={t('deleteBody', { address: elementMarker })}
            element={<strong>/{wall.userName}</strong>}
          />
        </p>
        <TextField
          label={confirmText}
          name="confirm"
          value={typed}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
