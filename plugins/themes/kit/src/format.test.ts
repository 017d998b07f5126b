import { describe, expect, it } from 'vitest';
import { authorHandle, authorName, isMobileUserAgent, relativeTime } from './format.ts';

describe('relativeTime', () => {
  const now = 1_700_000_000;
  it('says how long ago a post was published', () => {
    expect(relativeTime(now - 5, now)).toBe('now');
    expect(relativeTime(now - 5 * 60, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 3 * 3600, now)).toBe('3 hours ago');
    expect(relativeTime(now - 86_400, now)).toBe('yesterday');
    expect(relativeTime(now + 600, now)).toBe('now');
  });

  it('keeps each locale’s words apart (one formatter per locale)', () => {
    expect(relativeTime(now - 86_400, now, 'de')).toBe('gestern');
    expect(relativeTime(now - 86_400, now, 'fr')).toBe('hier');
    expect(relativeTime(now - 86_400, now)).toBe('yesterday');
    expect(relativeTime(now - 2 * 86_400, now, 'de')).toBe('vorgestern');
  });
});

describe('author names', () => {
  it('prefers the full name and shows the handle beside it', () => {
    expect(authorName({ fullname: 'Ada Park', username: 'adapark' })).toBe('Ada Park');
    expect(authorHandle({ name: 'Ada Park', username: 'adapark' })).toBe('@adapark');
    expect(authorName({ username: 'adapark' })).toBe('@adapark');
    expect(authorHandle({ username: 'adapark' })).toBeNull();
  });
});

describe('isMobileUserAgent', () => {
  it('tells phones from desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });
});
