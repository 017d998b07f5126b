import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('ingestion configuration', () => {
  it('has defaults: 2 workers, 5 minutes, no allow list, no overrides', () => {
    expect(loadConfig({}).ingestion).toEqual({
      workers: 2,
      crawlIntervalSeconds: 300,
      crawlTimeoutSeconds: 120,
      maxItemsPerCrawl: 500,
      fetchAllow: [],
      baseUrlOverrides: {},
    });
    expect(loadConfig({})).toMatchObject({ secretKey: undefined, previousSecretKeys: [] });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      CHORUS_WORKERS: '0',
      CHORUS_CRAWL_INTERVAL_SECONDS: '60',
      CHORUS_CRAWL_TIMEOUT_SECONDS: '30',
      CHORUS_CRAWL_MAX_ITEMS: '50',
      CHORUS_FETCH_ALLOW: '127.0.0.1/32, 10.20.0.0/16',
      CHORUS_BASE_URL_TWITTER_API: 'http://127.0.0.1:9999',
      CHORUS_SECRET_KEY: 'a2V5',
      CHORUS_PREVIOUS_SECRET_KEYS: 'b2xk,b2xkZXI=',
    });
    expect(config.ingestion).toEqual({
      workers: 0,
      crawlIntervalSeconds: 60,
      crawlTimeoutSeconds: 30,
      maxItemsPerCrawl: 50,
      fetchAllow: ['127.0.0.1/32', '10.20.0.0/16'],
      baseUrlOverrides: { TWITTER_API: 'http://127.0.0.1:9999' },
    });
    expect(config).toMatchObject({ secretKey: 'a2V5', previousSecretKeys: ['b2xk', 'b2xkZXI='] });
  });

  it('refuses nonsense with a message naming the variable', () => {
    expect(() => loadConfig({ CHORUS_CRAWL_INTERVAL_SECONDS: '1' })).toThrow(
      /CHORUS_CRAWL_INTERVAL_SECONDS/,
    );
    expect(() => loadConfig({ CHORUS_FETCH_ALLOW: 'everything' })).toThrow(
      /CHORUS_FETCH_ALLOW must be a comma-separated list of CIDR ranges/,
    );
    expect(() => loadConfig({ CHORUS_BASE_URL_RSS_API: 'ftp://x' })).toThrow(ConfigError);
  });
});
