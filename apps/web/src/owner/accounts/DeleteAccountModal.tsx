/** Deleting an enterprise account: confirmed by typing `delete`, as the spec asks. */
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../i18n/texts.ts';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal.tsx';
import { deleteAccount, type EnterpriseAccount } from './accounts-api.ts';
import { texts } from './texts.ts';

/** Props of {@link DeleteAccountModal}. */
export interface DeleteAccountModalProps {
  readonly account: EnterpriseAccount;
  readonly onClose: () => void;
  /** Called with the server's message (Account deleted successfully). */
  readonly onDeleted: (message: string) => void;
}

export function DeleteAccountModal({ account, onClose, onDeleted }: DeleteAccountModalProps) {
  const t = useTexts(texts);
  const core = useTranslator();
  return (
    <ConfirmDeleteModal
      title={t('deleteTitle', { name: account.username })}
      body={t('deleteBody', { name: account.username })}
      buttonLabel={t('deleteAccount')}
      busyLabel={t('deleting')}
      onClose={onClose}
      onDelete={async (confirm) => {
        const answer = await deleteAccount(account.id, confirm);
        onDeleted(answer.message || core.t('enterpriseDeleted'));
      }}
      // The failure is said in the dialog, whatever the server answered.
      failureText={() => core.t('enterpriseDeleteFailed')}
    />
  );
}
