/** Deleting a wall: confirmed by typing `delete`, as the spec asks. */
import { useTexts } from '../i18n/texts.ts';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal.tsx';
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
  const t = useTexts(texts);
  const words = useDashboardWords();
  return (
    <ConfirmDeleteModal
      title={t('deleteTitle', { name: wall.name })}
      body={
        <Sentence
          text={t('deleteBody', { address: elementMarker })}
          element={<strong>/{wall.userName}</strong>}
        />
      }
      buttonLabel={t('deleteWallButton')}
      busyLabel={t('deleting')}
      onClose={onClose}
      onDelete={async (confirm) => {
        const answer = await deleteWall(wall.userName, confirm);
        onDeleted(answer.message || words.core.t('wallDeleted'));
      }}
      failureText={(failure) => failureMessage(failure, words.core.t('wallDeleteFailed'), words)}
      onFailed={onFailed}
    />
  );
}
