import type { LivePost } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import {
  enqueueStep,
  goneFromHead,
  liveStepFor,
  unseenHeadPosts,
  unseenPolledPosts,
} from './live-queue.ts';
import { testPost } from './testing/posts.ts';

const live = (id: string, title: string): LivePost => ({
  id,
  network: 'custom',
  author: { name: 'Ada' },
  title,
  description: 'Hello',
  url: null,
  media: [],
  createdAt: 1_700_000_000,
  pinned: false,
  highlight: false,
});

describe('liveStepFor', () => {
  it('inserts an approved post that has a title', () => {
    const step = liveStepFor({ type: 'approve', post: live('5', 'Doors open') });
    expect(step).toMatchObject({ kind: 'insert', post: { id: '5', created: 1_700_000_000 } });
  });

  it('never inserts a post without a title', () => {
    expect(liveStepFor({ type: 'post', post: live('5', '  ') })).toBeNull();
  });

  it('removes a rejected post and ignores slideshow controls', () => {
    expect(liveStepFor({ type: 'reject', postId: '5' })).toEqual({ kind: 'remove', postId: '5' });
    expect(liveStepFor({ type: 'forward' })).toBeNull();
  });

  it('redraws a pinned, highlighted or edited post (an update)', () => {
    const pinned = { ...live('5', 'Doors open'), pinned: true };
    expect(liveStepFor({ type: 'update', post: pinned })).toMatchObject({
      kind: 'update',
      post: { id: '5', pinned: true },
    });
  });
});

describe('enqueueStep', () => {
  it('queues each post once, and a rejection cancels its queued insertion', () => {
    const insert = { kind: 'insert' as const, post: testPost('5') };
    let queue = enqueueStep([], insert);
    queue = enqueueStep(queue, insert);
    expect(queue).toHaveLength(1);
    queue = enqueueStep(queue, { kind: 'remove', postId: '5' });
    expect(queue).toEqual([{ kind: 'remove', postId: '5' }]);
  });

  it('inserts a still-queued post as an update left it', () => {
    const queue = enqueueStep([{ kind: 'insert', post: testPost('5') }], {
      kind: 'update',
      post: testPost('5', { highlight: true }),
    });
    expect(queue).toEqual([{ kind: 'insert', post: testPost('5', { highlight: true }) }]);
    expect(enqueueStep([], { kind: 'update', post: testPost('6') })).toHaveLength(1);
  });
});

describe('unseenPolledPosts', () => {
  it('returns new titled posts, oldest first, so the newest ends on top', () => {
    const shown = [testPost('3')];
    const polled = [testPost('1'), testPost('2', { title: '' }), testPost('0'), testPost('3')];
    expect(unseenPolledPosts(shown, polled).map((post) => post.id)).toEqual(['0', '1']);
  });
});

describe('unseenHeadPosts (a resync reloads the head of the feed)', () => {
  it('merges every post the wall lacks, whatever its date, and none twice', () => {
    const shown = [testPost('9', { created: 1_700_000_900 }), testPost('8')];
    // An old post approved while the live channel missed it, a new one, and shown ones.
    const head = [
      testPost('10', { created: 1_700_001_000 }),
      testPost('9', { created: 1_700_000_900 }),
      testPost('8'),
      testPost('2', { created: 1_600_000_000 }),
      testPost('3', { pinned: true }),
    ];
    const merged = unseenHeadPosts(shown, head);
    expect(merged.map((post) => post.id)).toEqual(['2', '10']);
    // '10' already arrived by its approve event and waits in the queue: queued once.
    let queue = enqueueStep([], { kind: 'insert', post: testPost('10') });
    for (const post of merged) queue = enqueueStep(queue, { kind: 'insert', post });
    expect(queue.map((step) => (step.kind === 'remove' ? step.postId : step.post.id))).toEqual([
      '10',
      '2',
    ]);
    // A second resync finding the same head merges nothing new once they are shown.
    expect(unseenHeadPosts([...shown, ...merged], head)).toEqual([]);
  });
});

describe('goneFromHead (a resync also applies missed rejections)', () => {
  const shown = [
    testPost('7', { pinned: true, created: 1_500_000_000 }),
    testPost('6', { created: 1_700_000_600 }),
    testPost('5', { created: 1_700_000_500 }),
    testPost('4', { created: 1_700_000_400 }),
    testPost('1', { created: 1_700_000_100 }),
  ];

  it('takes off shown posts the head covers but lacks, and nothing older than it', () => {
    const head = [
      testPost('6', { created: 1_700_000_600 }),
      testPost('4', { created: 1_700_000_400 }),
    ];
    // '5' was rejected; '1' is older than the head, which says nothing about it; '7' is pinned.
    expect(goneFromHead(shown, head, false)).toEqual(['5']);
  });

  it('covers every date when the head is the whole feed', () => {
    const head = [testPost('6', { created: 1_700_000_600 })];
    expect(goneFromHead(shown, head, true)).toEqual(['5', '4', '1']);
    expect(goneFromHead(shown, [], false)).toEqual([]);
  });
});
