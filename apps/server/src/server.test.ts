import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './cli/main.ts';
import { startServer, type RunningServer } from './server.ts';
import { testConfig } from './testing/app.ts';

const started: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
  vi.unstubAllEnvs();
});

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'chorus-data-'));

describe('startServer', () => {
  it('migrates, listens, answers /health over HTTP, and stops', async () => {
    const config = testConfig({ PORT: '0', CHORUS_DATA_DIR: dataDir() });
    const server = await startServer(config, new PluginHost(toyPlugins));
    started.push(server);
    const response = await fetch(`${server.address}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    await server.stop();
    await expect(fetch(`${server.address}/health`)).rejects.toThrow();
  });

  it('refuses a second server on the same data directory, and frees it on stop', async () => {
    const config = testConfig({ PORT: '0', CHORUS_DATA_DIR: dataDir() });
    const first = await startServer(config, new PluginHost(toyPlugins));
    started.push(first);
    await expect(startServer(config, new PluginHost(toyPlugins))).rejects.toThrow(
      /is in use by another Chorus process/,
    );
    await first.stop();
    const again = await startServer(config, new PluginHost(toyPlugins));
    started.push(again);
    expect((await fetch(`${again.address}/health`)).status).toBe(200);
  });
});

describe('the chorus command', () => {
  it('prints its usage for help and refuses unknown commands', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await runCli(['help'])).toBe(0);
    expect(log.mock.calls[0]?.[0]).toContain('Usage: chorus <command>');
    expect(await runCli(['frobnicate'])).toBe(64);
    expect(error.mock.calls[0]?.[0]).toContain('unknown command "frobnicate"');
    log.mockRestore();
    error.mockRestore();
  });

  it('migrates the configured database, then says it is up to date', async () => {
    vi.stubEnv('CHORUS_DATA_DIR', dataDir());
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await runCli(['migrate'])).toBe(0);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Applied \d+ migration\(s\)/);
    expect(await runCli(['migrate'])).toBe(0);
    expect(log.mock.calls[1]?.[0]).toBe('The database is up to date.');
    log.mockRestore();
  });
});
