import { describe, expect, it } from 'vitest';
import { applyBatchResult, nextExpiryMs, takenByOthers, type BatchState } from './batch-api.ts';
import type { ModerationPost } from './moderation-api.ts';

const post = (id: string, state: ModerationPost['state'] = 'pending') =>
  ({ id, state }) as ModerationPost;

const state: BatchState = {
  settings: { size: 20, idleMinutes: 10 },
  mine: [post('1'), post('2')],
  expiresInMs: 60_000,
  others: [
    { moderator: 'Front desk', postIds: ['3', '4'], expiresInMs: 30_000 },
    { moderator: 'ada', postIds: ['5'], expiresInMs: 90_000 },
  ],
};

describe('the batch state of the moderation screen', () => {
  it('knows who holds each post of the other batches', () => {
    expect([...takenByOthers(state)]).toEqual([
      ['3', 'Front desk'],
      ['4', 'Front desk'],
      ['5', 'ada'],
    ]);
    expect(takenByOthers(null).size).toBe(0);
  });

  it('asks again at the first idle return, mine or another', () => {
    expect(nextExpiryMs(state)).toBe(30_000);
    expect(nextExpiryMs({ ...state, others: [] })).toBe(60_000);
    expect(nextExpiryMs({ ...state, others: [], expiresInMs: null })).toBeNull();
    expect(nextExpiryMs(null)).toBeNull();
  });

  it('drops a decided post from the batch and keeps an edited pending one', () => {
    expect(applyBatchResult(state, post('1', 'approved')).mine.map((p) => p.id)).toEqual(['2']);
    const edited = { ...post('2'), title: 'edited' } as ModerationPost;
    expect(applyBatchResult(state, edited).mine[1]).toBe(edited);
    expect(applyBatchResult(state, post('9', 'approved'))).toBe(state);
  });
});
