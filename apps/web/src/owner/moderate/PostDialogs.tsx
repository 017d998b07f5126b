/** The dialogs of one post in the moderation list: edit, call to action, delete confirmation. */
import { useTranslator } from '@chorus/theme-kit';
import { UpgradePrompt } from '../edit/plan-gates.tsx';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { Notify } from '../ui/alerts.tsx';
import type { ModerationPost } from './moderation-api.ts';
import { PostCtaModal } from './PostCtaModal.tsx';
import { PostEditModal } from './PostEditModal.tsx';
import type { PostModalProps } from './use-post-save.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Which dialog is open, for which post. */
export type PostDialog =
  | { readonly kind: 'edit'; readonly post: ModerationPost }
  | { readonly kind: 'cta'; readonly post: ModerationPost }
  | { readonly kind: 'delete'; readonly post: ModerationPost };

/** Props of {@link PostDialogs}. */
export interface PostDialogsProps {
  readonly dialog: PostDialog | null;
  readonly wlToken?: string | undefined;
  /** False when the owner's plan has no call-to-action: its dialog shows the upgrade prompt. */
  readonly ctaAllowed: boolean;
  readonly notify: Notify;
  readonly onClose: () => void;
  readonly onSaved: (before: ModerationPost, after: ModerationPost) => void;
  readonly onConfirmDelete: (post: ModerationPost) => void;
}

export function PostDialogs({
  dialog,
  wlToken,
  ctaAllowed,
  notify,
  onClose,
  onSaved,
  onConfirmDelete,
}: PostDialogsProps) {
  const t = useTexts(texts);
  const { t: tr } = useTranslator();
  if (dialog === null) return null;
  const { post } = dialog;
  const modalProps: PostModalProps = {
    post,
    wlToken,
    notify,
    onSaved: (after) => onSaved(post, after),
    onClose,
  };
  switch (dialog.kind) {
    case 'edit':
      return <PostEditModal {...modalProps} />;
    case 'cta':
      if (!ctaAllowed) {
        return (
          <Modal title={t('callToAction')} onClose={onClose}>
            <UpgradePrompt feature="cta" />
          </Modal>
        );
      }
      return <PostCtaModal {...modalProps} />;
    case 'delete':
      return (
        <Modal
          title={t('deletePost')}
          role="alertdialog"
          onClose={onClose}
          footer={
            <DialogActions
              onCancel={onClose}
              label={t('delete')}
              className="moderation-danger"
              onClick={() => onConfirmDelete(post)}
            />
          }
        >
          <p>{tr('postDeleteConfirm')}</p>
          <p className="moderation-dialog-post">{post.title || post.id}</p>
        </Modal>
      );
  }
}
