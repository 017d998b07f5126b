import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repositoryRoot } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 on localhost with PGlite in ./data of the directory npm ran in', () => {
    const config = loadConfig({ INIT_CWD: '/srv/chorus' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/chorus/data'),
      mediaDir: path.resolve('/srv/chorus/data/media'),
      webDistDir: path.join(repositoryRoot, 'apps/web/dist'),
      seedDemo: true,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://chorus@db:5432/chorus',
      CHORUS_DATA_DIR: '/var/lib/chorus',
      CHORUS_MEDIA_DIR: '/mnt/shared/chorus-media',
      CHORUS_PUBLIC_URL: 'https://wall.example.org',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '100',
      CHORUS_DEMO: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://chorus@db:5432/chorus',
      dataDir: '/var/lib/chorus',
      mediaDir: '/mnt/shared/chorus-media',
      publicUrl: 'https://wall.example.org',
      logLevel: 'warn',
      trustProxy: true,
      rateLimitMax: 100,
      seedDemo: false,
    });
  });

  it('refuses a bad port or database address with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL must be a postgres:// address.',
    );
  });

  it('reads an S3 media store only whole: endpoint, bucket and both keys', () => {
    const s3 = {
      CHORUS_MEDIA_S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      CHORUS_MEDIA_S3_BUCKET: 'walls',
      CHORUS_MEDIA_S3_ACCESS_KEY: 'AKIA0',
      CHORUS_MEDIA_S3_SECRET_KEY: 'secret',
    };
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(loadConfig({ ...s3, CHORUS_MEDIA_S3_REGION: 'eu-west-1' }).mediaS3).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'walls',
      accessKeyId: 'AKIA0',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
      prefix: '',
    });
    const { CHORUS_MEDIA_S3_SECRET_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow('set all four or none');
  });
});
