/**
 * Deleting something for good, confirmed by typing `delete` as the spec asks: an alertdialog
 * whose form holds the confirmation field, its Cancel and danger button (busy while deleting).
 * The wall and enterprise-account dialogs are this one with their own words.
 */
import { isDeleteConfirmed } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from './DialogActions.tsx';
import { Modal } from './Modal.tsx';
import { FormFailure, TextField } from './TextField.tsx';

/** Props of {@link ConfirmDeleteModal}. */
export interface ConfirmDeleteModalProps {
  readonly title: string;
  /** What is deleted, above the confirmation field. */
  readonly body: ReactNode;
  /** The danger button's label, and its label while deleting. */
  readonly buttonLabel: string;
  readonly busyLabel: string;
  readonly onClose: () => void;
  /** Deletes, given the typed confirmation (trimmed); a throw is a failure. */
  readonly onDelete: (confirm: string) => Promise<void>;
  /** The words of a failure. */
  readonly failureText: (failure: unknown) => string;
  /**
   * Where a failure is told (the dialog stays open); without it, in the dialog itself, as an
   * alert that takes the focus.
   */
  readonly onFailed?: (message: string) => void;
}

export function ConfirmDeleteModal({
  title,
  body,
  buttonLabel,
  busyLabel,
  onClose,
  onDelete,
  failureText,
  onFailed,
}: ConfirmDeleteModalProps) {
  const core = useTranslator();
  const formId = `${useId()}-delete`;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirmText = core.t('wallDeleteConfirm');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    if (!isDeleteConfirmed(typed)) {
      setError(confirmText);
      form.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onDelete(typed.trim());
    } catch (caught) {
      setBusy(false);
      const message = failureText(caught);
      if (onFailed) {
        onFailed(message);
        return;
      }
      setFailure(message);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[role="alert"]')?.focus());
    }
  }

  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={buttonLabel}
          busyLabel={busyLabel}
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
        <p>{body}</p>
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
        <FormFailure text={failure} />
      </form>
    </Modal>
  );
}
