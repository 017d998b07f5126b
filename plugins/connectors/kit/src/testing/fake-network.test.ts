import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeNetwork } from './fake-network.ts';
import type { FakeNetwork, FakeRoute } from './types.ts';

let network: FakeNetwork | undefined;

async function start(routes: FakeRoute[]): Promise<FakeNetwork> {
  network = await startFakeNetwork(routes);
  return network;
}

afterEach(async () => {
  await network?.close();
  network = undefined;
});

describe('startFakeNetwork', () => {
  it('listens on 127.0.0.1 and answers a matching route', async () => {
    const net = await start([
      { path: '/feed', respond: { body: 'hello', headers: { etag: '"1"' } } },
    ]);
    expect(net.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${net.baseUrl}/feed`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(await response.text()).toBe('hello');
  });

  it('answers an unmatched request with a 404 naming its method and path', async () => {
    const net = await start([{ path: '/feed', respond: { body: 'x' } }]);
    const response = await fetch(`${net.baseUrl}/other?a=1`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'no fake route',
      method: 'DELETE',
      path: '/other',
    });
  });

  it('records every request with its method, path, query, headers and body', async () => {
    const net = await start([{ method: 'POST', path: '/oauth2/token', respond: { status: 201 } }]);
    await fetch(`${net.baseUrl}/oauth2/token?grant=client`, {
      method: 'POST',
      headers: { authorization: 'Basic abc', 'x-test': 'yes' },
      body: 'grant_type=client_credentials',
    });
    await fetch(`${net.baseUrl}/missing`);
    expect(net.requests).toHaveLength(2);
    const [first, second] = net.requests;
    expect(first?.method).toBe('POST');
    expect(first?.path).toBe('/oauth2/token');
    expect(first?.query.get('grant')).toBe('client');
    expect(first?.headers['authorization']).toBe('Basic abc');
    expect(first?.headers['x-test']).toBe('yes');
    expect(first?.body).toBe('grant_type=client_credentials');
    expect(second?.path).toBe('/missing');
  });

  it('sends an object body as JSON', async () => {
    const net = await start([{ path: '/2/users/me', respond: { body: { data: { id: '1' } } } }]);
    const response = await fetch(`${net.baseUrl}/2/users/me`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ data: { id: '1' } });
  });

  it('keeps a content-type the route sets for an object body', async () => {
    const net = await start([
      { path: '/j', respond: { body: {}, headers: { 'Content-Type': 'application/feed+json' } } },
    ]);
    const response = await fetch(`${net.baseUrl}/j`);
    expect(response.headers.get('content-type')).toBe('application/feed+json');
  });

  it('sends bytes unchanged', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const net = await start([{ path: '/b', respond: { body: bytes } }]);
    const response = await fetch(`${net.baseUrl}/b`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('consumes a response list in order and repeats its last element', async () => {
    const net = await start([
      {
        path: '/page',
        respond: [{ body: 'one' }, { status: 429, body: 'slow down' }, { body: 'three' }],
      },
    ]);
    const bodies: string[] = [];
    for (let i = 0; i < 5; i++) bodies.push(await (await fetch(`${net.baseUrl}/page`)).text());
    expect(bodies).toEqual(['one', 'slow down', 'three', 'three', 'three']);
  });

  it('computes a response from the request', async () => {
    const net = await start([
      { path: /^\/echo\/(\w+)$/, respond: (request) => ({ body: { got: request.path } }) },
    ]);
    expect(await (await fetch(`${net.baseUrl}/echo/abc`)).json()).toEqual({ got: '/echo/abc' });
  });

  it('matches method and every query parameter', async () => {
    const net = await start([
      { path: '/search', query: { q: 'chorus', page: '2' }, respond: { body: 'page two' } },
      { path: '/search', query: { q: 'chorus' }, respond: { body: 'page one' } },
      { method: 'post', path: '/search', respond: { body: 'posted' } },
    ]);
    const text = async (path: string, init?: RequestInit) =>
      (await fetch(`${net.baseUrl}${path}`, init)).text();
    expect(await text('/search?q=chorus&page=2')).toBe('page two');
    expect(await text('/search?page=3&q=chorus')).toBe('page one');
    expect(await text('/search', { method: 'POST' })).toBe('posted');
    expect((await fetch(`${net.baseUrl}/search?q=other`)).status).toBe(404);
  });

  it('reads a fixture file at request time', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'chorus-fake-'));
    try {
      const file = join(folder, 'feed.xml');
      await writeFile(file, '<rss>first</rss>');
      const net = await start([
        {
          path: '/feed.xml',
          respond: { fixture: file, headers: { 'content-type': 'application/rss+xml' } },
        },
      ]);
      expect(await (await fetch(`${net.baseUrl}/feed.xml`)).text()).toBe('<rss>first</rss>');
      await writeFile(file, '<rss>second</rss>');
      expect(await (await fetch(`${net.baseUrl}/feed.xml`)).text()).toBe('<rss>second</rss>');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('answers after a delay and sends a slow body completely', async () => {
    const body = 'x'.repeat(300);
    const net = await start([
      { path: '/late', respond: { body: 'late', delayMs: 20 } },
      { path: '/slow', respond: { body, chunkDelayMs: 5 } },
    ]);
    expect(await (await fetch(`${net.baseUrl}/late`)).text()).toBe('late');
    expect(await (await fetch(`${net.baseUrl}/slow`)).text()).toBe(body);
  });

  it('cuts a slow response still being sent when closed', async () => {
    const net = await start([
      { path: '/slow', respond: { body: 'y'.repeat(64 * 1000), chunkDelayMs: 50 } },
    ]);
    const response = await fetch(`${net.baseUrl}/slow`);
    const reading = response.text();
    await net.close();
    network = undefined;
    await expect(reading).rejects.toThrow();
  }, 10_000);
});
