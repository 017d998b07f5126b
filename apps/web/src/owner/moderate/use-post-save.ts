/** Saving a post from one of its dialogs (edit, call to action) with `PUT /api/post/{id}`. */
import { useTranslator } from '@chorus/theme-kit';
import { useState } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { savePost, type ModerationPost, type PostEdits } from './moderation-api.ts';
import { saveFailureText } from './post-actions.ts';

/** Props of a post's dialog that saves the post. */
export interface PostModalProps {
  readonly post: ModerationPost;
  readonly wlToken?: string | undefined;
  readonly notify: Notify;
  readonly onSaved: (post: ModerationPost) => void;
  readonly onClose: () => void;
}

/**
 * `save(edits)` says the server's message (and that the image changed, when it did), hands the
 * saved post on and closes the dialog; a failure is said, and the dialog stays open.
 */
export function usePostSave({ post, wlToken, notify, onSaved, onClose }: PostModalProps) {
  const [saving, setSaving] = useState(false);
  const { t: tr } = useTranslator();
  async function save(edits: PostEdits) {
    setSaving(true);
    try {
      const answer = await savePost(post.id, edits, wlToken);
      notify('success', answer.message);
      if (typeof edits.image === 'string') notify('success', tr('postImageChanged'));
      onSaved(answer.post);
      onClose();
    } catch (error) {
      notify('error', saveFailureText(error, tr('postSaveFailed')));
      setSaving(false);
    }
  }
  return { saving, save };
}
