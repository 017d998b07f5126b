/**
 * The trash: posts rejected by a screening rule or deleted, kept 30 days. Each can be restored
 * to the wall or deleted permanently; "Empty trash" deletes them all after a confirmation.
 * Loaded when the panel opens, and again after each change.
 */
import { authorName, useTranslator } from '@chorus/theme-kit';
import { useCallback, useState } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModerationPost } from './moderation-api.ts';
import { decisionOf, screeningNote } from './screening-note.ts';
import {
  emptyTrash,
  loadTrash,
  purgeFromTrash,
  restoreFromTrash,
  type WallScope,
} from './trash-api.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link TrashPanel}. */
export interface TrashPanelProps {
  readonly scope: WallScope;
  readonly notify: Notify;
  /** Called after a restore, so the lists and the preview reload. */
  readonly onRestored: () => void;
}

export function TrashPanel({ scope, notify, onRestored }: TrashPanelProps) {
  const [posts, setPosts] = useState<readonly ModerationPost[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const t = useTexts(texts);
  const { t: tr } = useTranslator();

  const reload = useCallback(async () => {
    try {
      setPosts(await loadTrash(scope));
    } catch (error) {
      notify('error', (error as Error).message);
    }
  }, [scope, notify]);

  async function run(work: () => Promise<string>, restored = false) {
    setBusy(true);
    try {
      notify('success', await work());
      if (restored) onRestored();
      await reload();
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const restore = (post: ModerationPost) =>
    run(async () => {
      await restoreFromTrash(post.id, scope.wlToken);
      return tr('postRestored');
    }, true);

  return (
    <details
      className="moderation-trash"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void reload();
      }}
    >
      <summary>{posts ? t('trashCount', { count: posts.length }) : t('trash')}</summary>
      {posts === null && <p role="status">{t('loading')}</p>}
      {posts?.length === 0 && <p>{t('trashEmpty')}</p>}
      {posts && posts.length > 0 && (
        <>
          <ul className="moderation-trash__list" aria-label={t('trashList')}>
            {posts.map((post) => {
              const title = post.title || t('postBy', { author: authorName(post.author) });
              const note = screeningNote(post.state, decisionOf(post), t);
              return (
                <li key={post.id} className="moderation-trash__post">
                  <span>
                    {title}
                    {note && <span className="moderation-held moderation-trash__why">{note}</span>}
                  </span>
                  <span role="group" aria-label={t('trashActions', { title })}>
                    <button type="button" disabled={busy} onClick={() => void restore(post)}>
                      {t('restore')}
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void run(() => purgeFromTrash(post.id, scope.wlToken))}
                    >
                      {t('deletePermanently')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('emptyTrash')}
          </button>
        </>
      )}
      {confirming && (
        <Modal
          title={t('emptyTrash')}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          footer={
            <DialogActions
              onCancel={() => setConfirming(false)}
              label={t('emptyTrash')}
              className="moderation-danger"
              onClick={() => {
                setConfirming(false);
                void run(() => emptyTrash(scope));
              }}
            />
          }
        >
          <p>{tr('trashEmptyConfirm')}</p>
        </Modal>
      )}
    </details>
  );
}
