import { describe, expect, it } from 'vitest';
import { networkByShortCode, networkBySourceNumber, networkIds, networks } from './networks.ts';

describe('networks: spec short codes and source numbers', () => {
  it.each([
    ['facebook', 'fb', 1],
    ['twitter', 'tw', 2],
    ['instagram', 'in', 3],
    ['youtube', 'yt', 4],
    ['pinterest', 'pn', 5],
    ['rss', 'rss', 6],
    ['googleplus', 'gp', 7],
    ['linkedin', 'ln', 8],
    ['vine', 'vn', 9],
    ['tumblr', 'tumblr', 10],
    ['custom', 'custom', 11],
  ] as const)('%s is %s, source %i', (id, shortCode, sourceNumber) => {
    expect(networks[id]).toMatchObject({ id, shortCode, sourceNumber });
    expect(networkByShortCode(shortCode)?.id).toBe(id);
    expect(networkBySourceNumber(sourceNumber)?.id).toBe(id);
  });

  it('numbers the Chorus networks 12 to 16 with unique short codes', () => {
    expect(networkIds.slice(11).map((id) => networks[id].sourceNumber)).toEqual([
      12, 13, 14, 15, 16,
    ]);
    const codes = networkIds.map((id) => networks[id].shortCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names the account key per network', () => {
    expect(networks.twitter.nameKey).toBe('twitter_user_name');
    expect(networks.rss.nameKey).toBe('rss_url');
  });

  it('knows no network for unknown numbers or codes', () => {
    expect(networkBySourceNumber(0)).toBeUndefined();
    expect(networkBySourceNumber(17)).toBeUndefined();
    expect(networkByShortCode('xx')).toBeUndefined();
  });
});
