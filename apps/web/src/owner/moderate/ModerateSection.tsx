/**
 * The moderate section: the Public Posts and Private Posts tabs of a wall (or of one of its
 * networks or sources), each post with its buttons, paging, keyboard shortcuts, bulk approval
 * for live events, and new posts arriving while the moderator works. White-label moderators
 * get the same view with their token.
 */
import { hasFeature, showsRefreshPostsButton } from '@chorus/core';
import { authorName, useTranslator } from '@chorus/theme-kit';
import { Fragment, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ModerationTabs } from '../../screens/ModerationTabs.tsx';
import { RefreshPostsButton } from '../edit/content/RefreshPostsButton.tsx';
import { remotePath } from '../remote/remote-path.ts';
import type { EditSectionProps } from '../edit/section-props.ts';
import { useTexts } from '../i18n/texts.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { saveBatchSettings, takenByOthers, type BatchSettings } from './batch-api.ts';
import { BatchBar } from './BatchBar.tsx';
import { BulkApproveBar } from './BulkApproveBar.tsx';
import {
  runPostAction,
  savePost,
  type ModerationPost,
  type ModerationScope,
  type PostActionName,
} from './moderation-api.ts';
import { ModerationPostItem } from './ModerationPostItem.tsx';
import { OneAtATimeView, type OneDecision } from './OneAtATimeView.tsx';
import {
  focusAfterRemoval,
  focusListStart,
  focusTarget,
  pruneSelection,
  stepFocus,
  toggleSelection,
} from './moderation-state.ts';
import { failureText, postActions, saveFailureText } from './post-actions.ts';
import { PostDialogs, type PostDialog } from './PostDialogs.tsx';
import { shortcutFor, shortcutScope, type ShortcutKey } from './shortcuts.ts';
import { PostShufflePanel } from './PostShufflePanel.tsx';
import { ScheduledPostsPanel } from './ScheduledPostsPanel.tsx';
import { ScreeningRulesPanel } from './ScreeningRulesPanel.tsx';
import { undoLastAction } from './trash-api.ts';
import { TrashPanel } from './TrashPanel.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { shownIndex } from './swipe.ts';
import { texts } from './texts.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { useBulkApprove } from './use-bulk-approve.ts';
import { useModerationCounts } from './use-moderation-counts.ts';
import { useModerationBatch } from './use-moderation-batch.ts';
import { useModerationList } from './use-moderation-list.ts';
import { useScreeningDecisions } from './use-screening-decisions.ts';
import { WritePostButton } from './WritePostButton.tsx';
// The panel's styles cover the shared pieces used here (form renderer, refresh button), also
// on the white-label screen, which has no panel around it.
import '../edit/edit-panel.css';
import './moderation.css';

export function ModerateSection({
  userName,
  match,
  wlToken,
  notify,
  onWallChanged,
  plan,
  meta,
}: EditSectionProps) {
  const scope: ModerationScope = {
    userName,
    feed: match.privateFeed ? 'private' : 'public',
    network: match.network,
    sourceId: match.sourceId,
    wlToken,
  };
  const t = useTexts(texts);
  const translator = useTranslator();
  const tr = translator.t;
  const onNewPosts = useCallback(
    (count: number) => notify('info', tr('moderationNewPosts', { count })),
    [notify, tr],
  );
  // The Private Posts tab shares its queue: the caller's batch, and who holds the others.
  const batch = useModerationBatch(scope, scope.feed === 'private');
  const list = useModerationList(scope, onNewPosts, batch.changed);
  const batchPosts = batch.state?.mine ?? [];
  const inBatch = batchPosts.length > 0;
  const taken = takenByOthers(batch.state);
  const shownPosts = inBatch ? batchPosts : list.posts.filter((post) => !taken.has(post.id));
  const decisions = useScreeningDecisions(scope, shownPosts);
  const counts = useModerationCounts(scope, list.posts);
  const onPostsMoved = useCallback(() => {
    void list.reload();
    onWallChanged();
  }, [list, onWallChanged]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<PostDialog | null>(null);
  const bulk = useBulkApprove({
    scope,
    notify,
    onApproved: list.applyResult,
    onDone: () => {
      setSelected(new Set());
      onWallChanged();
      // The bar's buttons were disabled while it ran: the focus goes to what is left.
      setFocusId(focusListStart);
    },
  });
  const listRef = useRef<HTMLUListElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const ids = shownPosts.map((post) => post.id);
  const [focusTake, setFocusTake] = useState(0);
  // One post at a time: the narrow screen's default, or the moderator's choice.
  const narrow = useNarrowScreen();
  const [chosenView, setChosenView] = useState<'list' | 'one' | null>(null);
  const view = chosenView ?? (narrow ? 'one' : 'list');
  const cardRef = useRef<HTMLDivElement>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const currentIndex = shownIndex(ids, currentId);
  const current = shownPosts[currentIndex];
  const titleOf = (post: ModerationPost) =>
    post.title || t('postBy', { author: authorName(post.author) });

  // "3 of 41": the posts listed, or, while further pages wait, the wall's pending count.
  const wholeQueue =
    scope.feed === 'private' && !inBatch && !scope.network && scope.sourceId === undefined;
  const oneTotal =
    list.next !== null && wholeQueue && counts
      ? Math.max(shownPosts.length, counts.pending - taken.size)
      : shownPosts.length;
  // The one-at-a-time view loads the next page before the moderator reaches the end.
  const nearEnd = view === 'one' && currentIndex >= shownPosts.length - 3;
  const canLoadMore = list.status === 'ready' && list.next !== null && !list.loadingMore;
  useEffect(() => {
    if (nearEnd && canLoadMore && !inBatch) void list.loadMore();
  }, [nearEnd, canLoadMore, inBatch, list]);

  useEffect(() => setSelected((shown) => pruneSelection(shown, list.posts)), [list.posts]);
  useEffect(() => {
    if (focusId === null) return;
    if (view === 'one') {
      (cardRef.current ?? emptyRef.current ?? sectionRef.current)?.focus();
      setFocusId(null);
      return;
    }
    const target = focusTarget(
      [...(listRef.current?.querySelectorAll<HTMLElement>('[data-post-id]') ?? [])].map(
        (item) => item.dataset['postId'] ?? '',
      ),
      focusId,
    );
    const item =
      target === null
        ? null
        : listRef.current?.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(target)}"]`);
    (item ?? emptyRef.current ?? sectionRef.current)?.focus();
    setFocusId(null);
  }, [focusId, list.posts, batchPosts, view]);

  const setBusyFor = (id: string, on: boolean) =>
    setBusy((shown) => {
      const next = new Set(shown);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Applies an answer; a post that left the list hands the focus to its neighbour. */
  function applyAnswer(before: ModerationPost, after: ModerationPost, hadFocus: boolean) {
    list.applyResult(after);
    batch.applyResult(after);
    onWallChanged();
    // The one-at-a-time view goes on to the next post when the one shown leaves.
    if (after.state !== before.state && before.id === current?.id) {
      setCurrentId(focusAfterRemoval(ids, before.id));
    }
    if (hadFocus && after.state !== before.state) {
      setFocusId(focusAfterRemoval(ids, before.id) ?? focusListStart);
    } else if (hadFocus) setFocusId(before.id);
  }

  async function act(
    post: ModerationPost,
    action: PostActionName,
    fromDialog = false,
  ): Promise<ModerationPost | null> {
    // A confirmation dialog had the focus: it goes on to the next post all the same.
    const hadFocus = fromDialog || (listRef.current?.contains(document.activeElement) ?? false);
    setBusyFor(post.id, true);
    try {
      const after = await runPostAction(action, post.id, wlToken);
      notify('success', translator.text(postActions[action].success));
      applyAnswer(post, after, hadFocus);
      return after;
    } catch (error) {
      notify('error', failureText(error, translator.text(postActions[action].failure)));
      return null;
    } finally {
      setBusyFor(post.id, false);
    }
  }

  /** What the one-at-a-time view says of the post it shows after `leaving` left (or not). */
  function nowShowing(leaving: string | null, next: string | null): string {
    const remaining = leaving === null ? ids : ids.filter((id) => id !== leaving);
    const post = shownPosts.find((shown) => shown.id === next);
    if (!post) return t('oneDone');
    return t('oneNow', {
      position: remaining.indexOf(post.id) + 1,
      total: remaining.length,
      title: titleOf(post),
    });
  }

  /**
   * A decision of the one-at-a-time view: approve, reject (a pending post goes to the trash,
   * where undo or Restore brings it back; a post on the wall goes back to pending) or keep (a
   * post on the wall stays; the next one shows). It is announced, and undo stays at hand.
   */
  async function decide(post: ModerationPost, decision: OneDecision) {
    if (busy.has(post.id)) return;
    const title = titleOf(post);
    if (decision === 'keep') {
      const next = stepFocus(ids, post.id, 1);
      setCurrentId(next);
      setAnnouncement(`${t('oneKept', { title })} ${nowShowing(null, next)}`);
      return;
    }
    const pending = post.state === 'pending';
    const action: PostActionName =
      decision === 'approve' ? 'approve' : pending ? 'remove' : 'reject';
    if (decision === 'approve' && !pending) return;
    const next = focusAfterRemoval(ids, post.id);
    const after = await act(post, action);
    if (after === null) return;
    const said =
      decision === 'approve'
        ? t('oneApproved', { title })
        : pending
          ? t('oneRejected', { title })
          : t('oneRejectedPublic', { title });
    setAnnouncement(`${said} ${nowShowing(post.id, next)}`);
    // The last post left: the focus goes to the empty-state text, never to the page body.
    if (next === null) setFocusId(focusListStart);
  }

  async function saveRecurrence(post: ModerationPost, frequency: number, offset: number) {
    setBusyFor(post.id, true);
    try {
      const answer = await savePost(
        post.id,
        { recur_frequency: frequency, recur_offset: offset },
        wlToken,
      );
      notify('success', answer.message);
      applyAnswer(post, answer.post, false);
    } catch (error) {
      notify('error', saveFailureText(error, tr('postSaveFailed')));
    } finally {
      setBusyFor(post.id, false);
    }
  }

  async function undo() {
    try {
      const answer = await undoLastAction(scope);
      notify('success', answer.message);
      if (view !== 'one') {
        onPostsMoved();
        return;
      }
      // The post the undo brought back is the one shown next, focused once it is listed.
      if (answer.post) setCurrentId(answer.post.id);
      setAnnouncement(`${t('oneUndone')} ${answer.message}`);
      await list.reload();
      onWallChanged();
      setFocusId(answer.post?.id ?? focusListStart);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  }

  async function takeBatch() {
    try {
      const answer = await batch.take();
      if (answer.message) notify(answer.mine.length > 0 ? 'success' : 'info', answer.message);
      // Work starts on the batch's first post.
      const first = answer.mine[0];
      if (first) setFocusId(first.id);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  }

  async function releaseBatch() {
    try {
      const answer = await batch.release();
      if (answer.message) notify('success', answer.message);
      void list.reload();
      // The release button is gone: the focus goes to the button that takes the next batch.
      setFocusTake((count) => count + 1);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  }

  async function saveSettings(settings: BatchSettings) {
    try {
      notify('success', await saveBatchSettings(scope, settings));
      batch.changed();
    } catch (error) {
      notify('error', (error as Error).message);
    }
  }

  function onAction(post: ModerationPost, action: PostActionName) {
    if (action === 'remove') setDialog({ kind: 'delete', post });
    else void act(post, action);
  }

  function pressOf(event: KeyboardEvent<HTMLElement>): ShortcutKey {
    const target = event.target as HTMLElement;
    return {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      targetTag: target.tagName,
      targetEditable: target.isContentEditable,
    };
  }

  /** Undo and the batch shortcuts, wherever the focus is in the screen but in a dialog. */
  function onScreenKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.closest('dialog, [role="dialog"], [role="alertdialog"]')) return;
    const command = shortcutFor(pressOf(event));
    if (command === null || shortcutScope[command] !== 'screen') return;
    switch (command) {
      case 'undo':
        event.preventDefault();
        void undo();
        return;
      case 'takeBatch':
        if (scope.feed !== 'private' || !batch.state || batch.busy || inBatch) return;
        event.preventDefault();
        void takeBatch();
        return;
      case 'releaseBatch':
        if (scope.feed !== 'private' || batch.busy || !inBatch) return;
        event.preventDefault();
        void releaseBatch();
        return;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('[data-post-id]');
    const post = shownPosts.find((shown) => shown.id === item?.dataset['postId']);
    if (!post) return;
    const command = shortcutFor(pressOf(event));
    // The screen's own shortcuts go on up to the section.
    if (command === null || shortcutScope[command] !== 'post' || busy.has(post.id)) return;
    event.preventDefault();
    switch (command) {
      case 'next':
      case 'previous':
        if (view === 'one') setCurrentId(stepFocus(ids, post.id, command === 'next' ? 1 : -1));
        else setFocusId(stepFocus(ids, post.id, command === 'next' ? 1 : -1));
        return;
      case 'approve':
        if (post.state !== 'pending') return;
        if (view === 'one') void decide(post, 'approve');
        else void act(post, 'approve');
        return;
      case 'reject':
        if (view === 'one') void decide(post, 'reject');
        else if (post.state !== 'pending') void act(post, 'reject');
        return;
      case 'delete':
        // As the Delete button: a confirmation first, whose Delete sends it to the trash.
        if (post.state !== 'removed') setDialog({ kind: 'delete', post });
        return;
      case 'select':
        if (scope.feed === 'private') setSelected((shown) => toggleSelection(shown, post.id));
        return;
      case 'edit':
        setDialog({ kind: 'edit', post });
        return;
      case 'pin':
        if (post.state !== 'pending') void act(post, post.pinned ? 'unpin' : 'pin');
        return;
      case 'highlight':
        if (post.state !== 'pending') void act(post, post.highlight ? 'unhighlight' : 'highlight');
        return;
    }
  }

  // Plan gates apply when the editor knows the owner's plan; a white-label screen does not,
  // and the server decides there (a refused call shows its upgrade message).
  const gated = (allowed: (known: NonNullable<typeof plan>) => boolean) =>
    plan === undefined || allowed(plan);
  const showRefresh = gated((known) =>
    showsRefreshPostsButton(known, meta ?? [], wlToken !== undefined),
  );
  const ctaAllowed = gated((known) => hasFeature(known, meta ?? [], 'cta'));
  const now = Math.floor(Date.now() / 1000);
  const empty =
    scope.feed === 'private' && list.posts.length > 0
      ? t('allInOtherBatches')
      : tr('ownerNothingYet');
  // The wall's moderation settings and logs: above the list, but below the one post shown at a
  // time, which a phone then reaches without scrolling past them. Keyed, so that React moves
  // them between the two places instead of mounting them again: a panel left open, or a value
  // typed and not saved yet, survives a phone turned past the narrow-screen width.
  const panels = (
    <Fragment key="moderation-panels">
      <ScreeningRulesPanel scope={scope} notify={notify} onRescreened={onPostsMoved} />
      <TrashPanel scope={scope} notify={notify} onRestored={onPostsMoved} />
      <PostShufflePanel scope={scope} notify={notify} />
      <ScheduledPostsPanel scope={scope} notify={notify} />
      <AuditLogPanel scope={scope} />
    </Fragment>
  );
  return (
    <section
      className="moderation"
      aria-label={t('sectionLabel')}
      ref={sectionRef}
      tabIndex={-1}
      onKeyDown={onScreenKeyDown}
    >
      <ModerationTabs scope={match} privateFeed={match.privateFeed} />
      <div className="moderation-toolbar">
        {showRefresh && <RefreshPostsButton onUnlocked={() => void list.reload()} />}
        <button
          type="button"
          className="moderation-undo"
          aria-keyshortcuts="U"
          onClick={() => void undo()}
        >
          {t('undo')}
        </button>
        <div className="moderation-view" role="group" aria-label={t('viewLabel')}>
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => setChosenView('list')}
          >
            {t('viewList')}
          </button>
          <button type="button" aria-pressed={view === 'one'} onClick={() => setChosenView('one')}>
            {t('viewOne')}
          </button>
        </div>
        <ShortcutHelp />
        <Link className="owner-button moderation-remote" to={remotePath(userName, wlToken)}>
          {t('remoteControl')}
        </Link>
        {wlToken === undefined && (
          <WritePostButton
            userName={userName}
            plan={plan}
            meta={meta}
            notify={notify}
            onSaved={onPostsMoved}
          />
        )}
      </div>
      {counts && (
        <p className="moderation-counters" aria-live="polite">
          {t('counters', {
            pending: counts.pending,
            held: counts.heldByRules,
            approvedToday: counts.approvedToday,
            inTrash: counts.inTrash,
          })}
        </p>
      )}
      {view === 'list' && panels}
      {scope.feed === 'private' && batch.state && (
        <BatchBar
          state={batch.state}
          busy={batch.busy}
          onTake={() => void takeBatch()}
          onRelease={() => void releaseBatch()}
          focusTake={focusTake}
          {...(wlToken === undefined
            ? { onSaveSettings: (next: BatchSettings) => void saveSettings(next) }
            : {})}
        />
      )}
      {scope.feed === 'private' && list.status === 'ready' && !inBatch && view === 'list' && (
        <BulkApproveBar
          selectedCount={selected.size}
          shownCount={shownPosts.length}
          progress={bulk.progress}
          onApproveSelected={() => void bulk.approveSelected([...selected])}
          onApproveAll={() => void bulk.approveAll()}
          onSelectShown={() => setSelected(new Set(ids))}
          onClearSelection={() => setSelected(new Set())}
        />
      )}
      {list.status === 'loading' && (
        <p className="moderation-loading" role="status" aria-busy="true">
          {t('loadingPosts')}
        </p>
      )}
      {list.status === 'failed' && (
        <div className="moderation-failed" role="alert">
          <p>{list.error}</p>
          {scope.feed === 'private' && list.errorStatus === 402 && (
            <p>{tr('feedPrivatePostsExplained')}</p>
          )}
        </div>
      )}
      {list.status === 'ready' && shownPosts.length === 0 && (
        <p className="moderation-empty" ref={emptyRef} tabIndex={-1}>
          {empty}
        </p>
      )}
      {view === 'one' && current && (
        <OneAtATimeView
          post={current}
          index={currentIndex}
          total={oneTotal}
          now={now}
          busy={busy.has(current.id)}
          onDecide={(post, decision) => void decide(post, decision)}
          onAction={(post, action) => void act(post, action)}
          onStep={(step) => setCurrentId(stepFocus(ids, current.id, step))}
          onKeyDown={onKeyDown}
          cardRef={cardRef}
        />
      )}
      {view === 'one' && (
        <div className="moderation-one__said">
          <p role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          {announcement !== '' && (
            <button type="button" className="moderation-one__undo" onClick={() => void undo()}>
              {t('oneUndo')}
            </button>
          )}
        </div>
      )}
      {view === 'one' && panels}
      {view === 'list' && shownPosts.length > 0 && (
        <ul
          ref={listRef}
          className="moderation-list"
          aria-label={
            scope.feed === 'public' ? t('listPublic') : inBatch ? t('listBatch') : t('listPrivate')
          }
          onKeyDown={onKeyDown}
        >
          {shownPosts.map((post) => (
            <ModerationPostItem
              key={post.id}
              post={post}
              now={now}
              selectable={scope.feed === 'private' && post.state === 'pending'}
              selected={selected.has(post.id)}
              onToggleSelected={(id) => setSelected((shown) => toggleSelection(shown, id))}
              onAction={onAction}
              onEdit={(target) => setDialog({ kind: 'edit', post: target })}
              onCta={(target) => setDialog({ kind: 'cta', post: target })}
              onRecurrence={(target, frequency, offset) =>
                void saveRecurrence(target, frequency, offset)
              }
              busy={busy.has(post.id)}
              screening={decisions.get(post.id)}
            />
          ))}
        </ul>
      )}
      {list.next !== null && list.status === 'ready' && !inBatch && view === 'list' && (
        <button
          type="button"
          className="moderation-more"
          disabled={list.loadingMore}
          onClick={() => void list.loadMore()}
        >
          {tr('feedMorePosts')}
        </button>
      )}
      <PostDialogs
        dialog={dialog}
        wlToken={wlToken}
        ctaAllowed={ctaAllowed}
        notify={notify}
        onClose={() => setDialog(null)}
        onSaved={(before, after) => applyAnswer(before, after, false)}
        onConfirmDelete={(post) => {
          setDialog(null);
          void act(post, 'remove', true);
        }}
      />
    </section>
  );
}
