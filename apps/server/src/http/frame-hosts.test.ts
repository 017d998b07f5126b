/**
 * The wall page frames exactly the privacy-enhanced video players the theme kit plays videos
 * in (after a click), and no other host: YouTube's own domain, Instagram, Flickr or SlideShare
 * players would set cookies or track before anyone asked.
 */
import { videoFrameOrigins } from '@chorus/theme-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecurityApp, type SecurityApp } from '../security/testing.ts';
import { embeddedMediaHosts } from './security.ts';

function frameSrc(header: unknown): string[] {
  const directive = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  return directive?.slice(1) ?? [];
}

describe('frame-src', () => {
  let security: SecurityApp;
  beforeAll(async () => {
    security = await startSecurityApp();
  });
  afterAll(() => security.close());

  it('lists the players the theme kit frames, and only them', () => {
    expect([...embeddedMediaHosts].sort()).toEqual([...videoFrameOrigins].sort());
  });

  it.each(['/demo', '/demo?embed=true', '/settings'])(
    'lets %s frame this site and the three players only',
    async (url) => {
      const response = await security.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(frameSrc(response.headers['content-security-policy']).sort()).toEqual(
        ["'self'", ...videoFrameOrigins].sort(),
      );
    },
  );
});
