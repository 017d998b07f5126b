import type { ConnectorDescription } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { signsIn } from './auth-popup.ts';

const feedType = (id: string, signIn?: 'required' | 'optional') => ({
  id,
  title: id,
  description: null,
  schema: {},
  suggestions: {},
  ...(signIn ? { signIn } : {}),
});

const connector = (kind: 'none' | 'oauth2'): ConnectorDescription => ({
  id: 'mastodon',
  shortCode: 'mastodon',
  sourceNumber: 5409,
  displayName: 'Mastodon',
  icon: 'M0 0',
  auth: { kind },
  feedTypes: [feedType('hashtag', 'optional'), feedType('home', 'required'), feedType('list')],
});

describe('whether connecting a feed type opens the sign-in popup', () => {
  it('signs in for an OAuth 2 feed type unless it reads public posts', () => {
    expect(signsIn(connector('oauth2'), 'hashtag')).toBe(false);
    expect(signsIn(connector('oauth2'), 'home')).toBe(true);
    // Undeclared means required, as for X.
    expect(signsIn(connector('oauth2'), 'list')).toBe(true);
  });

  it('never signs in for a network without OAuth 2', () => {
    expect(signsIn(connector('none'), 'home')).toBe(false);
  });
});
