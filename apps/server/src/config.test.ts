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
});
