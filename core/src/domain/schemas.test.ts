import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayProfileSchema } from './display-profile.ts';
import { normalizedPostSchema, postSchema } from './post.ts';
import { sourceSchema } from './source.ts';
import {
  enterpriseAccountSchema,
  isOwner,
  permissionKeys,
  permissionPresets,
  settingsSchema,
  userSchema,
} from './user.ts';
import { wallSchema, wallStatusFromLegacyCode } from './wall.ts';

describe('wallSchema: defaults of both specs', () => {
  const wall = wallSchema.parse({ id: 'w1', userId: 'u1', userName: 'fest', name: 'Fest' });
  it('fills appearance and switch defaults', () => {
    expect(wall).toMatchObject({
      theme: 'standard',
      fontSecondary: 'Oswald',
      customCss: 'body {}',
      shareButtons: true,
      showAuthor: true,
      enableRealtime: false,
      analytics: false,
      status: 'active',
      plan: 'basic',
    });
    expect(wall.displayProfile.transitionDelay).toBe(15000);
  });
  it('reads spec status codes', () => {
    expect(wallStatusFromLegacyCode('0')).toBe('active');
    expect(wallStatusFromLegacyCode('2')).toBe('inactive');
  });
  it('refuses a blank name', () => {
    expect(wallSchema.safeParse({ id: 'w', userId: 'u', userName: 'x', name: ' ' }).success).toBe(
      false,
    );
  });
});

describe('sourceSchema: privacy 0 by default, not imported until crawled', () => {
  it('fills defaults', () => {
    const source = sourceSchema.parse({ id: 's', wallId: 'w', network: 'rss', feedType: 'feed' });
    expect(source).toMatchObject({ privacy: 0, status: 'active', lastCrawledAt: null });
    expect(source.health.state).toBe('ok');
    expect(sourceSchema.safeParse({ ...source, privacy: 2 }).success).toBe(false);
  });
});

describe('postSchema: recurrence 0–20, unpinned and pending by default', () => {
  const normalized = normalizedPostSchema.parse({
    externalId: 'x1',
    network: 'pigeon',
    author: { name: 'A' },
    createdAt: 100,
  });
  it('normalizes a minimal connector post', () => {
    expect(normalized).toMatchObject({ title: '', url: null, media: [], likes: 0 });
  });
  it('stores it with moderation defaults', () => {
    const post = postSchema.parse({ ...normalized, id: 'p', wallId: 'w', sourceId: 's' });
    expect(post).toMatchObject({ pinnedAt: null, highlight: false, state: 'pending', cta: null });
    expect(postSchema.safeParse({ ...post, recurFrequency: 21 }).success).toBe(false);
  });
});

describe('user: owner, presets and settings', () => {
  it('treats creator "0" or none as the owner', () => {
    expect(isOwner({ creatorId: '0' })).toBe(true);
    expect(isOwner({ creatorId: null })).toBe(true);
    expect(isOwner({ creatorId: 'u1' })).toBe(false);
  });
  it('gives admin every permission and the others a subset', () => {
    expect(permissionPresets.admin).toEqual(permissionKeys);
    for (const preset of Object.values(permissionPresets)) {
      for (const key of preset) expect(permissionKeys).toContain(key);
    }
  });
  it('parses users, enterprise accounts and settings', () => {
    expect(userSchema.parse({ id: 'u', username: 'alice', createdAt: 1 }).meta).toEqual([]);
    expect(enterpriseAccountSchema.parse({ id: 'e', username: 'bobby' }).licenses).toBe(0);
    const settings = settingsSchema.parse({
      plan: 'pro',
      feedCount: { active: 1, inactive: 0, allowed: 3 },
    });
    expect(settings.accounts).toEqual([]);
  });
});

describe('schemas convert to JSON schema for generated forms', () => {
  it.each([
    ['wall', wallSchema],
    ['display profile', displayProfileSchema],
    ['source', sourceSchema],
    ['post', postSchema],
    ['user', userSchema],
  ] as const)('%s', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { unrepresentable: 'any' })).not.toThrow();
  });
});
