/**
 * SSRF through `GET /api/proxy?url=`: the address matrix, directly and through redirects, DNS
 * answers that change between two looks, too many redirects; and what the proxy hands back
 * (images and JSON only, size and time bounded, nothing of the caller forwarded).
 */
import { gzipSync } from 'node:zlib';
import { messages } from '@chorus/core';
import { forbiddenAddressForms } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../db/repositories/tokens.ts';
import { testConfig } from '../testing/app.ts';
import { startSecurityApp, startSsrfFixtures, tinyPng } from './testing.ts';
import type { SecurityApp, SsrfFixtures, StandIn } from './testing.ts';

let fixtures: SsrfFixtures;
let site: StandIn;
let twin: StandIn;
let security: SecurityApp;

const maxBodyBytes = 64 * 1024;

beforeAll(async () => {
  fixtures = await startSsrfFixtures('internal secret');
  ({ site, twin } = await fixtures.startSite((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      const location = left === 0 ? '/pixel.png' : `/hops/${left - 1}`;
      response.writeHead(302, { location }).end();
      return;
    }
    switch (url.pathname) {
      case '/pixel.png':
        response
          .writeHead(200, { 'content-type': 'image/png', 'set-cookie': 'tracker=1; Path=/' })
          .end(tinyPng);
        return;
      case '/users.json':
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify([{ username: 'ada', id: '1' }]));
        return;
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
        return;
      case '/drawing.svg':
        response
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        return;
      case '/huge.png':
        response
          .writeHead(200, { 'content-type': 'image/png' })
          .end(Buffer.alloc(maxBodyBytes * 4));
        return;
      case '/bomb.png':
        // Small on the wire, four times the cap once decompressed.
        response
          .writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.alloc(maxBodyBytes * 4)));
        return;
      case '/stream.png':
        // No Content-Length: the cap must hold while reading.
        response.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 8; i++) response.write(Buffer.alloc(maxBodyBytes / 2));
        response.end();
        return;
      case '/slow.png':
        // Headers, then nothing: the proxy's time limit ends it.
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(tinyPng.subarray(0, 4));
        return;
      case '/missing.png':
        response.writeHead(404, { 'content-type': 'image/png' }).end();
        return;
      case '/to-internal':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      default:
        response.writeHead(404).end();
    }
  }, 'internal twin'));
  security = await startSecurityApp({
    config: testConfig({ RATE_LIMIT_MAX: '100000' }),
    proxyFetch: {
      lookup: fixtures.lookup,
      // 127.0.0.2 plays the internet; the redirector is reachable on its own port only.
      allowAddresses: fixtures.allowAddresses,
      maxBodyBytes,
      timeoutMs: 2_000,
    },
  });
});

afterAll(async () => {
  await security.close();
  await fixtures.close();
});

function proxy(url: string, headers: Record<string, string> = security.owner.headers) {
  return security.app.inject({
    method: 'GET',
    url: `/api/proxy?url=${encodeURIComponent(url)}`,
    headers,
  });
}

describe('/api/proxy refuses every private or local address', () => {
  it('refuses each form of the matrix sent directly; the internal server sees nothing', async () => {
    const port = Number(new URL(fixtures.internal.baseUrl).port);
    const forms = forbiddenAddressForms(port);
    const answers: string[] = [];
    for (const url of forms) {
      const response = await proxy(url);
      answers.push(`${url} ${response.statusCode} ${response.json<{ error: string }>().error}`);
    }
    expect(answers).toEqual(
      forms.map(
        (url) => `${url} 400 Refusing to fetch ${url}: it points to a private or local address.`,
      ),
    );
    expect(fixtures.internal.requests).toEqual([]);
  });

  it('refuses each form reached through a redirect from an allowed server', async () => {
    const port = Number(new URL(fixtures.internal.baseUrl).port);
    const forms = forbiddenAddressForms(port);
    const before = fixtures.redirector.requests.length;
    const answers: string[] = [];
    for (const url of forms) {
      const response = await proxy(
        `${fixtures.redirector.baseUrl}/go?to=${encodeURIComponent(url)}`,
      );
      answers.push(`${url} ${response.statusCode} ${response.json<{ error: string }>().error}`);
    }
    expect(answers).toEqual(
      forms.map((url) =>
        expect.stringMatching(
          new RegExp(
            `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 400 Refusing to follow a redirect from .*: it points to a private or local address\\.$`,
          ),
        ),
      ),
    );
    // Every redirect was read, and none of its targets reached.
    expect(fixtures.redirector.requests.length - before).toBe(forms.length);
    expect(fixtures.internal.requests).toEqual([]);
  });

  it.each([
    ['file:///etc/passwd', 'only http and https addresses can be fetched'],
    ['gopher://127.0.0.1:70/', 'only http and https addresses can be fetched'],
    ['ftp://example.com/a.png', 'only http and https addresses can be fetched'],
    ['http://user:secret@example.com/a.png', 'addresses with a user name or password'],
    ['not a url', 'is not a valid web address'],
  ])('refuses %s, saying why', async (url, why) => {
    const response = await proxy(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(why);
  });

  it('connects to the address it checked: a name that rebinds to 127.0.0.1 still reaches the site', async () => {
    const response = await proxy(`http://rebind-direct.test:${site.port}/pixel.png`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPng)).toBe(true);
    // One look at DNS, and the connection went to its answer, not to a second one.
    expect(fixtures.lookups.get('rebind-direct.test')).toBe(1);
    expect(twin.requests).toEqual([]);
  });

  it('re-checks DNS on a redirect: a name that now answers 127.0.0.1 is refused', async () => {
    const name = 'rebind-redirect.test';
    // First look (public) is spent here, so the redirect's look answers 127.0.0.1.
    await fixtures.lookup(name);
    const target = `http://${name}:${site.port}/pixel.png`;
    const response = await proxy(`${site.baseUrl}/to-internal?to=${encodeURIComponent(target)}`);
    expect(response.statusCode).toBe(400);
    expect(twin.requests).toEqual([]);
  });

  it('follows five redirects, and refuses a sixth', async () => {
    const five = await proxy(`${site.baseUrl}/hops/4`);
    expect(five.statusCode).toBe(200);
    const six = await proxy(`${site.baseUrl}/hops/5`);
    expect(six.statusCode).toBe(502);
    expect(six.json()).toEqual({ error: messages.requestProblem });
    expect(site.requests.filter((request) => request.path === '/hops/5')).toHaveLength(1);
  });
});

describe('/api/proxy hands back images and JSON only, within bounds', () => {
  it('hands back an image by name, with private caching, a sandbox and no upstream cookie', async () => {
    const response = await proxy(`http://images.site.test:${site.port}/pixel.png`, {
      ...security.owner.headers,
      authorization: 'Basic c2VjcmV0OnNlY3JldA==',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['set-cookie']).toBeUndefined();
    const seen = site.requests.at(-1);
    expect(seen?.path).toBe('/pixel.png');
    // Nothing of the caller went out: no cookie, no credentials, no origin.
    expect(seen?.headers['cookie']).toBeUndefined();
    expect(seen?.headers['authorization']).toBeUndefined();
    expect(seen?.headers['origin']).toBeUndefined();
  });

  it('hands back JSON (the spec’s user searches)', async () => {
    const response = await proxy(`${site.baseUrl}/users.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([{ username: 'ada', id: '1' }]);
  });

  it.each([
    ['an HTML page', '/page.html'],
    ['an SVG, which could carry script', '/drawing.svg'],
    ['an image larger than the cap', '/huge.png'],
    ['a streamed image larger than the cap', '/stream.png'],
    ['a gzip bomb', '/bomb.png'],
    ['an image that never finishes', '/slow.png'],
    ['a 404', '/missing.png'],
  ])('refuses %s with 502', async (_what, path) => {
    const response = await proxy(`${site.baseUrl}${path}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: messages.requestProblem });
  });
});

describe('/api/proxy is for owner sessions only', () => {
  it('refuses visitors and API tokens before fetching anything', async () => {
    const url = `/api/proxy?url=${encodeURIComponent(`${site.baseUrl}/pixel.png`)}`;
    const before = site.requests.length;
    const visitor = await security.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    const user = security.owner.user;
    if (!user) throw new Error('the owner role has an account');
    const apiToken = await createToken(security.database.db, 'api', { userId: user.id });
    const byToken = await security.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${apiToken.token}` },
    });
    expect(byToken.statusCode).toBe(403);
    expect(site.requests.length).toBe(before);
  });
});
