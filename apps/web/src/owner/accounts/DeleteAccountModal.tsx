/** Deleting an enterprise account: confirmed by typing `delete`, as the spec asks. */
import { isDeleteConfirmed } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormFailure, TextField } from '../ui/TextField.tsx';
import { deleteAccount, type EnterpriseAccount } from './accounts-api.ts';
import { texts } from './texts.ts';

/** Props of {@link DeleteAccountModal}. */
export interface DeleteAccountModalProps {
  readonly account: EnterpriseAccount;
  readonly onClose: () => void;
  /** Called with the server's message (Account deleted successfully). */
  readonly onDeleted: (message: string) => void;
}

const formId = 'delete-account-form';

export function DeleteAccountModal({ account, onClose, onDeleted }: DeleteAccountModalProps) {
  const t = useTexts(texts);
  const core = useTranslator();
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
      const answer = await deleteAccount(account.id, typed.trim());
      onDeleted(answer.message || core.t('enterpriseDeleted'));
    } catch {
      setBusy(false);
      setFailure(core.t('enterpriseDeleteFailed'));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[role="alert"]')?.focus());
    }
  }

  return (
    <Modal
      title={t('deleteTitle', { name: account.username })}
      role="alertdialog"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={t('deleteAccount')}
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
        <p>{t('deleteBody', { name: account.username })}</p>
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
