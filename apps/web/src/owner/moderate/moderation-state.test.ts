import { describe, expect, it } from 'vitest';
import { belongsToScope, type ModerationPost } from './moderation-api.ts';
import {
  appendPage,
  applyModerationEvent,
  applyPostResult,
  focusAfterRemoval,
  focusListStart,
  focusTarget,
  LoadWatch,
  mergeFreshPosts,
  pruneSelection,
  stepFocus,
  toggleSelection,
} from './moderation-state.ts';
import { actionsFor, failureText, saveFailureText } from './post-actions.ts';
import { changedFields, editValuesOf } from './PostEditModal.tsx';
import { ApiError } from '../api-client.ts';

function post(id: string, extra: Partial<ModerationPost> = {}): ModerationPost {
  return {
    id,
    source_id: '7',
    network: 'rss',
    author: { name: 'Ada' },
    title: `Post ${id}`,
    description: '',
    url: null,
    media: [],
    created: 1_700_000_000,
    pinned: false,
    highlight: false,
    cta: null,
    state: 'approved',
    recur_frequency: 0,
    recur_offset: 0,
    ...extra,
  } as ModerationPost;
}

const publicTab = { feed: 'public' } as const;
const privateTab = { feed: 'private' } as const;
const ids = (list: readonly ModerationPost[]) => list.map((item) => item.id);

describe('which list a post belongs to', () => {
  it('puts approved posts on the public tab and pending ones on the private tab', () => {
    expect(belongsToScope(post('1'), publicTab)).toBe(true);
    expect(belongsToScope(post('1', { state: 'approved-recurring' }), publicTab)).toBe(true);
    expect(belongsToScope(post('1', { state: 'pending' }), publicTab)).toBe(false);
    expect(belongsToScope(post('1', { state: 'pending' }), privateTab)).toBe(true);
    expect(belongsToScope(post('1', { state: 'removed' }), privateTab)).toBe(false);
  });

  it('narrows to a network or a source', () => {
    const pending = post('1', { state: 'pending' });
    expect(belongsToScope(pending, { feed: 'private', network: 'rss' })).toBe(true);
    expect(belongsToScope(pending, { feed: 'private', network: 'twitter' })).toBe(false);
    expect(belongsToScope(pending, { feed: 'private', network: 'rss', sourceId: '7' })).toBe(true);
    expect(belongsToScope(pending, { feed: 'private', network: 'rss', sourceId: '8' })).toBe(false);
  });
});

describe('an action’s answer', () => {
  const list = [post('1'), post('2'), post('3')];

  it('replaces the post in place', () => {
    const next = applyPostResult(list, post('2', { highlight: true }), publicTab);
    expect(ids(next)).toEqual(['1', '2', '3']);
    expect(next[1]?.highlight).toBe(true);
  });

  it('moves a newly pinned post to the top, and leaves an unpinned one where it is', () => {
    const pinned = applyPostResult(list, post('3', { pinned: true }), publicTab);
    expect(ids(pinned)).toEqual(['3', '1', '2']);
    expect(ids(applyPostResult(pinned, post('3'), publicTab))).toEqual(['3', '1', '2']);
  });

  it('drops a post that left the tab: rejected, approved or deleted', () => {
    expect(ids(applyPostResult(list, post('1', { state: 'pending' }), publicTab))).toEqual([
      '2',
      '3',
    ]);
    const pending = [post('4', { state: 'pending' }), post('5', { state: 'pending' })];
    expect(ids(applyPostResult(pending, post('4'), privateTab))).toEqual(['5']);
    expect(ids(applyPostResult(pending, post('5', { state: 'removed' }), privateTab))).toEqual([
      '4',
    ]);
  });
});

describe('moderator events', () => {
  const list = [post('1'), post('2')];
  const event = (change: string, shown: ModerationPost | null, postId = shown?.id ?? '') =>
    ({ type: 'moderation', change, postId, post: shown }) as const;

  it('puts a new pending post on top of Private Posts only, once', () => {
    const pending = post('9', { state: 'pending' });
    const once = applyModerationEvent([], event('created', pending), privateTab);
    expect(ids(once)).toEqual(['9']);
    expect(ids(applyModerationEvent(once, event('created', pending), privateTab))).toEqual(['9']);
    expect(applyModerationEvent(list, event('created', pending), publicTab)).toBe(list);
  });

  it('moves an approved post from Private Posts to the top of Public Posts', () => {
    const approved = post('4');
    const pending = [post('4', { state: 'pending' })];
    expect(applyModerationEvent(pending, event('approved', approved), privateTab)).toEqual([]);
    expect(ids(applyModerationEvent(list, event('approved', approved), publicTab))).toEqual([
      '4',
      '1',
      '2',
    ]);
  });

  it('keeps posts of other networks and sources out of a narrowed view', () => {
    const other = post('9', { state: 'pending', network: 'twitter', source_id: '8' });
    expect(
      applyModerationEvent([], event('created', other), { feed: 'private', network: 'rss' }),
    ).toEqual([]);
    expect(
      applyModerationEvent([], event('created', other), { feed: 'private', sourceId: '7' }),
    ).toEqual([]);
  });

  it('updates a listed post in place, and leaves an unlisted one where the feed has it', () => {
    const edited = applyModerationEvent(
      list,
      event('updated', post('2', { title: 'New' })),
      publicTab,
    );
    expect(edited[1]).toMatchObject({ id: '2', title: 'New' });
    expect(applyModerationEvent(list, event('updated', post('50')), publicTab)).toBe(list);
  });

  it('drops a rejected or deleted post, and lists a rejected one as pending again', () => {
    const rejected = post('1', { state: 'pending' });
    expect(ids(applyModerationEvent(list, event('rejected', rejected), publicTab))).toEqual(['2']);
    expect(ids(applyModerationEvent([], event('rejected', rejected), privateTab))).toEqual(['1']);
    expect(ids(applyModerationEvent(list, event('removed', null, '2'), publicTab))).toEqual(['1']);
  });
});

describe('polls and pages', () => {
  it('puts new posts of a fresh first page on top and counts them', () => {
    const list = [post('2'), post('1')];
    const merged = mergeFreshPosts(list, [post('4'), post('3'), post('2')]);
    expect(ids(merged.posts)).toEqual(['4', '3', '2', '1']);
    expect(merged.added).toBe(2);
    expect(mergeFreshPosts(list, [post('2')])).toEqual({ posts: list, added: 0 });
  });

  it('answers the very same list when a poll brings nothing new', () => {
    const list = [post('3'), post('2'), post('1')];
    expect(mergeFreshPosts(list, [post('3'), post('2')]).posts).toBe(list);
    expect(mergeFreshPosts(list, [post('3'), post('2'), post('1')], true).posts).toBe(list);
  });

  it('drops posts that left the tab where the fresh page covers the list, keeps those below', () => {
    const list = [post('5'), post('4'), post('3'), post('2'), post('1')];
    // 4 was moderated elsewhere: the page now reaches one post further, down to 2.
    const merged = mergeFreshPosts(list, [post('5'), post('3'), post('2')]);
    expect(ids(merged.posts)).toEqual(['5', '3', '2', '1']);
    expect(merged.added).toBe(0);
    // A complete page is the whole tab: what it lacks is gone.
    expect(ids(mergeFreshPosts(list, [post('5'), post('2')], true).posts)).toEqual(['5', '2']);
    expect(mergeFreshPosts(list, [], true)).toEqual({ posts: [], added: 0 });
    // A page that shares nothing with the list (many new posts) only adds.
    expect(ids(mergeFreshPosts(list, [post('7'), post('6')]).posts)).toEqual([
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('takes the fresh copy of a changed post, and moves a post pinned elsewhere to the top', () => {
    const list = [post('3'), post('2'), post('1')];
    const edited = mergeFreshPosts(list, [post('3'), post('2', { title: 'Edited' }), post('1')]);
    expect(edited.posts[1]).toMatchObject({ id: '2', title: 'Edited' });
    expect(edited.added).toBe(0);
    const pinned = mergeFreshPosts(list, [post('1', { pinned: true }), post('3'), post('2')]);
    expect(ids(pinned.posts)).toEqual(['1', '3', '2']);
    expect(pinned.posts[0]).toMatchObject({ pinned: true });
  });

  it('appends a further page without repeating a post', () => {
    expect(ids(appendPage([post('3'), post('2')], [post('2'), post('1')]))).toEqual([
      '3',
      '2',
      '1',
    ]);
  });
});

describe('selection and focus', () => {
  it('toggles and prunes the selection', () => {
    const one = toggleSelection(new Set(), '1');
    expect([...one]).toEqual(['1']);
    expect([...toggleSelection(one, '1')]).toEqual([]);
    const pruned = pruneSelection(new Set(['1', '2']), [post('2')]);
    expect([...pruned]).toEqual(['2']);
    const same = new Set(['2']);
    expect(pruneSelection(same, [post('2')])).toBe(same);
  });

  it('moves the focus within the list, and past a removed post', () => {
    const list = ['1', '2', '3'];
    expect(stepFocus(list, null, 1)).toBe('1');
    expect(stepFocus(list, '1', 1)).toBe('2');
    expect(stepFocus(list, '3', 1)).toBe('3');
    expect(stepFocus(list, '1', -1)).toBe('1');
    expect(stepFocus([], '1', 1)).toBeNull();
    expect(focusAfterRemoval(list, '2')).toBe('3');
    expect(focusAfterRemoval(list, '3')).toBe('2');
    expect(focusAfterRemoval(['1'], '1')).toBeNull();
  });

  it('lands a focus request on a listed post, else the first, else the empty state', () => {
    expect(focusTarget(['1', '2'], '2')).toBe('2');
    // The requested post already left: the list's first post, never the page body.
    expect(focusTarget(['1', '2'], '9')).toBe('1');
    expect(focusTarget(['1', '2'], focusListStart)).toBe('1');
    // Nothing left (the last post deleted, or every pending post approved in bulk).
    expect(focusTarget([], focusListStart)).toBeNull();
    expect(focusTarget([], '1')).toBeNull();
  });
});

describe('post buttons and messages', () => {
  it('offers approve to pending posts and the wall’s actions to approved ones', () => {
    expect(actionsFor({ state: 'pending', pinned: false, highlight: false })).toEqual([
      'approve',
      'remove',
    ]);
    expect(actionsFor({ state: 'approved', pinned: false, highlight: false })).toEqual([
      'display',
      'pin',
      'highlight',
      'reject',
      'remove',
    ]);
    expect(actionsFor({ state: 'approved-recurring', pinned: true, highlight: true })).toEqual([
      'display',
      'unpin',
      'unhighlight',
      'reject',
      'remove',
    ]);
  });

  it('says the spec’s failure, or the server’s text for tokens, plans and rights', () => {
    expect(failureText(new ApiError('x', 409), 'Pin to top failed.')).toBe('Pin to top failed.');
    expect(failureText(new ApiError('Token expired.', 401), 'Pin to top failed.')).toBe(
      'Token expired.',
    );
    expect(failureText(new Error('boom'), 'Post approval failed.')).toBe('Post approval failed.');
    expect(
      saveFailureText(
        new ApiError('Post save failed.', 400, [
          { path: 'url', message: 'Please specify a valid url.' },
        ]),
      ),
    ).toBe('Post save failed. Please specify a valid url.');
    expect(saveFailureText(new ApiError('offline', 0))).toBe('Post save failed.');
  });
});

describe('the post edit modal', () => {
  it('saves only the fields that changed, empty links as null', () => {
    const shown = post('1', {
      title: 'Old',
      url: 'https://a.example/1',
      media: [
        {
          kind: 'image',
          url: 'https://a.example/1.jpg',
          width: 1,
          height: 1,
          alt: '',
          originalUrl: null,
          embedUrl: null,
        },
      ],
    });
    const same = editValuesOf(shown);
    expect(changedFields(shown, same)).toEqual({});
    expect(changedFields(shown, { ...same, title: 'New', image: ' ' })).toEqual({
      title: 'New',
      image: null,
    });
    expect(changedFields(shown, { ...same, url: ' b.example ' })).toEqual({ url: 'b.example' });
  });
});

describe('LoadWatch', () => {
  it('asks for one poll after a load that live events overtook, and only then', () => {
    const watch = new LoadWatch();
    // An event with no load in flight is applied to the list: nothing to make up.
    watch.noteEvent();
    watch.begin();
    expect(watch.end()).toBe(false);
    // An event while the page loads may be missing from it.
    watch.begin();
    watch.noteEvent();
    expect(watch.end()).toBe(true);
    // Asked once: the next load without events asks for nothing.
    watch.begin();
    expect(watch.end()).toBe(false);
  });

  it('waits for the last of overlapping loads', () => {
    const watch = new LoadWatch();
    watch.begin();
    watch.noteEvent();
    // A reload started before the first one landed: the first one's end asks for nothing yet.
    watch.begin();
    expect(watch.end()).toBe(false);
    expect(watch.end()).toBe(true);
    // More ends than loads (a dropped answer) change nothing.
    expect(watch.end()).toBe(false);
  });
});
