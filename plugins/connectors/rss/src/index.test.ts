import { describe, expect, it } from 'vitest';
import { describeConnector } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector, rssFeedTypes } from './index.ts';

describe('rssConnector()', () => {
  it('registers with the plugin host and passes its validation', () => {
    const host = new PluginHost([rssConnector()]);
    expect(host.pluginNames).toEqual(['connector-rss']);
    expect(host.connectors.map((connector) => connector.id)).toEqual(['rss']);
  });

  it('describes the RSS network of the spec: short code, source number 6, no credentials', () => {
    expect(describeConnector(rssConnector())).toMatchObject({
      id: 'rss',
      shortCode: 'rss',
      sourceNumber: 6,
      displayName: 'RSS',
    });
    expect(rssConnector().auth).toEqual({ kind: 'none' });
    expect(rssConnector().feedTypes).toBe(rssFeedTypes);
    // An SVG path, never markup.
    expect(rssConnector().icon).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/);
  });
});
