import { describe, expect, it } from 'vitest';
import { describeConnector, PluginHost, validateConnectors } from '@chorus/core/host';
import { twitterConnector } from './index.ts';

describe('twitterConnector()', () => {
  it('passes the core’s registration checks and registers on the host', () => {
    expect(validateConnectors([twitterConnector()])).toEqual([]);
    const host = new PluginHost([twitterConnector()]);
    expect(host.connectors.map((connector) => connector.id)).toEqual(['twitter']);
  });

  it('describes itself for the admin: OAuth 2 scopes and a titled form per feed type', () => {
    const description = describeConnector(twitterConnector());
    expect(description).toMatchObject({
      id: 'twitter',
      shortCode: 'tw',
      sourceNumber: 2,
      auth: {
        kind: 'oauth2',
        scopes: ['tweet.read', 'users.read', 'list.read', 'like.read', 'offline.access'],
      },
    });
    expect(description.feedTypes.map((feedType) => feedType.id)).toEqual([
      'handle',
      'hashtag',
      'list',
      'geo',
      'favorites',
      'advanced',
    ]);
    for (const feedType of description.feedTypes) {
      const properties = Object.values(
        (feedType.schema as { properties: Record<string, { title?: string }> }).properties,
      );
      expect(properties.length).toBeGreaterThan(0);
      for (const property of properties) expect(property.title).toBeTruthy();
    }
  });

  it('declares the OAuth 2 endpoints of X with PKCE', () => {
    expect(twitterConnector().auth).toEqual({
      kind: 'oauth2',
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      tokenUrl: 'https://api.x.com/2/oauth2/token',
      scopes: ['tweet.read', 'users.read', 'list.read', 'like.read', 'offline.access'],
      pkce: true,
      refresh: true,
    });
    expect(twitterConnector().baseUrls).toEqual({ api: 'https://api.x.com' });
  });
});
