import { describe, expect, it } from 'vitest';
import { idleMinutesError } from './PostShufflePanel.tsx';
import { scheduleSummary } from './ScheduledPostsPanel.tsx';
import type { ScheduledPost } from './shuffle-api.ts';

describe('the post shuffle quiet time', () => {
  it('takes whole minutes from 1 to 1440 and names the range otherwise', () => {
    expect(idleMinutesError('1')).toBeUndefined();
    expect(idleMinutesError('1440')).toBeUndefined();
    for (const bad of ['0', '1441', '2.5', '', 'soon']) {
      expect(idleMinutesError(bad)).toBe('Choose between 1 and 1440 minutes.');
    }
  });
});

describe('the scheduled announcements list', () => {
  const post = (publishAt: string | null, expireAt: string | null) =>
    ({ publish_at: publishAt, expire_at: expireAt }) as ScheduledPost;
  const now = new Date('2026-11-26T10:00:00Z');

  it('says when a post goes live and leaves, or that it is live now', () => {
    expect(scheduleSummary(post('2026-11-26T11:00:00Z', null), now)).toMatch(/^Goes live /);
    expect(scheduleSummary(post('2026-11-26T09:00:00Z', '2026-11-26T12:00:00Z'), now)).toMatch(
      /^Live now, leaves the wall /,
    );
    expect(scheduleSummary(post('2026-11-26T11:00:00Z', '2026-11-26T12:00:00Z'), now)).toMatch(
      /^Goes live .+, leaves the wall /,
    );
  });
});
