import { describe, expect, it } from 'vitest';
import { pickShufflePost, shuffleDue, type ShuffleCandidate } from './post-shuffle.ts';
import { scheduleProblem, scheduleStatus } from './post-schedule.ts';

const post = (id: string, createdAt: number, extra: Partial<ShuffleCandidate> = {}) => ({
  id,
  createdAt,
  reshownAt: null,
  pinned: false,
  ...extra,
});

describe('post shuffle', () => {
  it('is due once nothing new arrived for the chosen minutes', () => {
    expect(shuffleDue({ now: 1000, lastActivityAt: 1000 - 299, idleMinutes: 5 })).toBe(false);
    expect(shuffleDue({ now: 1000, lastActivityAt: 1000 - 300, idleMinutes: 5 })).toBe(true);
    expect(shuffleDue({ now: 1000, lastActivityAt: null, idleMinutes: 5 })).toBe(true);
  });

  it('shows again the post seen longest ago, never the newest nor a pinned one', () => {
    const posts = [post('1', 100), post('2', 200), post('3', 300), post('9', 50, { pinned: true })];
    expect(pickShufflePost(posts)).toBe('1');
    // Once shown again, it counts as seen then: the next oldest comes back next.
    const after = [post('1', 100, { reshownAt: 400 }), post('2', 200), post('3', 300)];
    expect(pickShufflePost(after)).toBe('2');
    // The post just shown again is now the newest and is left alone.
    expect(pickShufflePost([post('1', 100, { reshownAt: 400 }), post('2', 200)])).toBe('2');
  });

  it('cycles through every post in turn, lowest id first on a tie', () => {
    let posts = [post('10', 100), post('9', 100), post('11', 300)];
    const order: string[] = [];
    for (let now = 1000; now < 1006; now += 1) {
      const id = pickShufflePost(posts);
      if (id === null) break;
      order.push(id);
      posts = posts.map((item) => (item.id === id ? { ...item, reshownAt: now } : item));
    }
    expect(order).toEqual(['9', '10', '11', '9', '10', '11']);
  });

  it('has nothing to show again with fewer than two unpinned posts', () => {
    expect(pickShufflePost([])).toBeNull();
    expect(pickShufflePost([post('1', 100), post('2', 50, { pinned: true })])).toBeNull();
  });
});

describe('post schedule', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2026-11-26T10:00:00Z');

  it('is scheduled before its publish time, live until its expiry, then expired', () => {
    const schedule = {
      publishAt: at('2026-11-26T10:05:00Z'),
      expireAt: at('2026-11-26T11:00:00Z'),
    };
    expect(scheduleStatus(schedule, now)).toBe('scheduled');
    expect(scheduleStatus(schedule, at('2026-11-26T10:05:00Z'))).toBe('live');
    expect(scheduleStatus(schedule, at('2026-11-26T11:00:00Z'))).toBe('expired');
    expect(scheduleStatus({ publishAt: null, expireAt: null }, now)).toBe('live');
  });

  it('refuses an expiry before the publish time or in the past', () => {
    expect(
      scheduleProblem(
        { publishAt: at('2026-11-26T12:00:00Z'), expireAt: at('2026-11-26T11:00:00Z') },
        now,
      ),
    ).toBe('scheduleExpiresBeforePublish');
    expect(scheduleProblem({ publishAt: null, expireAt: at('2026-11-26T09:00:00Z') }, now)).toBe(
      'scheduleExpiresInPast',
    );
    expect(
      scheduleProblem({ publishAt: null, expireAt: at('2026-11-26T10:30:00Z') }, now),
    ).toBeNull();
    expect(
      scheduleProblem({ publishAt: at('2026-11-26T09:00:00Z'), expireAt: null }, now),
    ).toBeNull();
  });
});
