import { describe, expect, it } from 'vitest';
import { isResyncFrame, parseModerationEvent } from './use-moderator-channel.ts';

describe('the moderators channel frames', () => {
  it('tells a resync frame apart from a moderation event', () => {
    expect(isResyncFrame('{"type":"resync"}')).toBe(true);
    expect(parseModerationEvent('{"type":"resync"}')).toBeNull();
    for (const other of ['{"type":"ready","wall":"demo","moderator":true}', 'nope', 'null', '7']) {
      expect(isResyncFrame(other), other).toBe(false);
    }
    const removed = '{"type":"moderation","change":"removed","postId":"5","post":null}';
    expect(isResyncFrame(removed)).toBe(false);
    expect(parseModerationEvent(removed)).toEqual({
      type: 'moderation',
      change: 'removed',
      postId: '5',
      post: null,
    });
  });
});
