import type { ConnectorDescription } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { oauthAppOfFeedType, signsIn } from './auth-popup.ts';

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

  it('follows a feed type’s own sign-in and its app', () => {
    const instagram: ConnectorDescription = {
      ...connector('oauth2'),
      id: 'instagram',
      auth: { kind: 'oauth2', scopes: ['instagram_basic'], app: 'instagram' },
      feedTypes: [
        {
          ...feedType('profile'),
          auth: { kind: 'oauth2', scopes: ['instagram_business_basic'], app: 'instagram-login' },
        },
        feedType('hashtag'),
        { ...feedType('public'), auth: { kind: 'none' } },
      ],
    };
    expect(oauthAppOfFeedType(instagram, 'profile')).toBe('instagram-login');
    expect(oauthAppOfFeedType(instagram, 'hashtag')).toBe('instagram');
    expect(oauthAppOfFeedType(instagram, 'public')).toBeNull();
    expect(signsIn(instagram, 'profile')).toBe(true);
    expect(signsIn(instagram, 'public')).toBe(false);
    // A network that registers on each server describes no app: its own id.
    expect(oauthAppOfFeedType(connector('oauth2'), 'home')).toBe('mastodon');
    expect(oauthAppOfFeedType(connector('none'), 'home')).toBeNull();
  });
});
