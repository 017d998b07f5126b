/** Deleting a wall: confirmed by typing `delete`, as the spec asks. */
import { isDeleteConfirmed, messages } from '@chorus/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { deleteWall } from './dashboard-api.ts';
import { failureMessage } from './dashboard-model.ts';

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
  const formId = 'delete-wall-form';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('input');
    if (!isDeleteConfirmed(typed)) {
      setError(messages.wallDeleteConfirm);
      input?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await deleteWall(wall.userName, typed.trim());
      onDeleted(answer.message || messages.wallDeleted);
    } catch (failure) {
      setBusy(false);
      onFailed(failureMessage(failure, messages.wallDeleteFailed));
    }
  }

  return (
    <Modal
      title={`Delete ${wall.name}?`}
      role="alertdialog"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label="Delete wall"
          busyLabel="Deleting…"
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
          The wall <strong>/{wall.userName}</strong> goes with its sources and posts. This cannot be
          undone.
        </p>
        <TextField
          label={messages.wallDeleteConfirm}
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
