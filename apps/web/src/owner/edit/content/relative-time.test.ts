import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-25T12:00:00Z');
const at = (secondsAgo: number) => now.getTime() / 1000 - secondsAgo;

describe('relativeTime', () => {
  it('reads the largest whole unit in the owner’s language', () => {
    expect(relativeTime(at(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(at(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(at(24 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(at(5 * 60), now, 'fr')).toBe('il y a 5 minutes');
    expect(relativeTime(at(2 * 3600), now, 'de')).toBe('vor 2 Stunden');
    expect(relativeTime(at(3 * 24 * 3600), now, 'es')).toBe('hace 3 días');
  });

  it('says now for this very second and reads times ahead as future', () => {
    expect(relativeTime(at(0), now, 'en')).toBe('now');
    expect(relativeTime(at(-2 * 3600), now, 'en')).toBe('in 2 hours');
  });
});
