import { describe, expect, it } from 'vitest';
import { describeConnector, PluginHost, validateConnectors } from '@chorus/core/host';
import { pinterestConnector } from './index.ts';

describe('pinterestConnector()', () => {
  it('passes the core’s registration checks and registers on the host', () => {
    expect(validateConnectors([pinterestConnector()])).toEqual([]);
    const host = new PluginHost([pinterestConnector()]);
    expect(host.connectors.map((connector) => connector.id)).toEqual(['pinterest']);
  });

  it('describes itself: OAuth 2 read scopes and its three feed types, the spec’s name key', () => {
    const description = describeConnector(pinterestConnector());
    expect(description).toMatchObject({
      id: 'pinterest',
      sourceNumber: 5,
      auth: { kind: 'oauth2', scopes: ['boards:read', 'pins:read', 'user_accounts:read'] },
    });
    expect(description.feedTypes.map((feedType) => [feedType.id, feedType.title])).toEqual([
      ['user', 'Your pins'],
      ['board', 'Board'],
      ['other-user', "Another person's pins"],
    ]);
  });
});
