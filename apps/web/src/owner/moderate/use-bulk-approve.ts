/**
 * Bulk approval as the moderate section runs it: the selected posts, or every pending post of
 * the view, approved a few at a time with the progress shown and one message at the end.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useState } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { approveMany, type BulkProgress } from './bulk-approve.ts';
import {
  loadAllPending,
  runPostAction,
  type ModerationPost,
  type ModerationScope,
} from './moderation-api.ts';
import { failureText } from './post-actions.ts';

/** What the section hands the hook. */
export interface BulkApproveOptions {
  readonly scope: ModerationScope;
  readonly notify: Notify;
  /** Takes each approved post (it leaves the pending list). */
  readonly onApproved: (post: ModerationPost) => void;
  /** Called once when a run ends. */
  readonly onDone: () => void;
}

/** The progress of the current run (null when none) and the two ways to start one. */
export function useBulkApprove({ scope, notify, onApproved, onDone }: BulkApproveOptions) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const { t: tr } = useTranslator();

  async function approveIds(ids: readonly string[]) {
    if (ids.length === 0) return;
    const result = await approveMany(
      ids,
      async (id) => {
        const post = await runPostAction('approve', id, scope.wlToken);
        onApproved(post);
        return post;
      },
      setProgress,
    );
    const total = ids.length;
    if (result.failedIds.length === 0) {
      notify('success', tr('bulkApproveDone', { count: total }));
    } else {
      const failed = result.failedIds.length;
      const approved = result.approved.length;
      notify('error', tr('bulkApprovePartial', { approved, total, failed }));
    }
    onDone();
  }

  async function run(ids: () => Promise<readonly string[]>) {
    setProgress({ total: 0, done: 0, failed: 0 });
    try {
      await approveIds(await ids());
    } catch (error) {
      notify('error', failureText(error, tr('postApproveFailed')));
    } finally {
      setProgress(null);
    }
  }

  return {
    progress,
    /** Approves the given posts. */
    approveSelected: (ids: readonly string[]) => run(async () => ids),
    /** Approves every pending post of the view, loading them all first. */
    approveAll: () => run(async () => (await loadAllPending(scope)).map((post) => post.id)),
  };
}
