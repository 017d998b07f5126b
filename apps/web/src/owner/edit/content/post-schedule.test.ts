import { messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { localInputValue, noSchedule, scheduleBody, scheduleError } from './post-schedule.ts';

describe('the composer schedule', () => {
  const now = new Date(2026, 10, 26, 10, 0);

  it('sends nothing when blank, and the browser-local times as ISO 8601 when set', () => {
    expect(scheduleBody(noSchedule)).toEqual({});
    const publishAt = new Date(2026, 10, 26, 10, 30);
    const expireAt = new Date(2026, 10, 26, 12, 0);
    expect(
      scheduleBody({ publishAt: localInputValue(publishAt), expireAt: localInputValue(expireAt) }),
    ).toEqual({ publish_at: publishAt.toISOString(), expire_at: expireAt.toISOString() });
  });

  it("refuses an expiry before the publish time or in the past, with core's messages", () => {
    expect(scheduleError(noSchedule, now)).toBeUndefined();
    expect(
      scheduleError(
        { publishAt: '2026-11-26T12:00', expireAt: localInputValue(new Date(2026, 10, 26, 11, 0)) },
        now,
      ),
    ).toBe(messages.scheduleExpiresBeforePublish);
    expect(scheduleError({ publishAt: '', expireAt: '2026-11-26T09:00' }, now)).toBe(
      messages.scheduleExpiresInPast,
    );
  });
});
