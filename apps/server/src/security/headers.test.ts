/**
 * Framing, CSP, cookies, cross-site requests and rate limits. Assertions other files already
 * make are not repeated here; docs/security.md lists them beside these (app.test.ts: one wall
 * page and four admin pages, the global 429; auth/access.test.ts: the Origin rule;
 * routes/account/session.test.ts: HttpOnly, SameSite, Secure by public URL, the sign-in
 * limit; realtime/live-access.test.ts, realtime/live.test.ts, realtime/moderator-live.test.ts:
 * cross-site WebSocket upgrades).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { uniqueName } from '../db/testing-fixtures.ts';
import { testConfig } from '../testing/app.ts';
import { sameOrigin } from '../testing/roles.ts';
import { startSecurityApp, type SecurityApp } from './testing.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('framing and the content security policy', () => {
  let security: SecurityApp;
  beforeAll(async () => {
    security = await startSecurityApp();
  });
  afterAll(() => security.close());

  // One address of every route kind other sites may frame (http/web-app.ts). The builder's
  // `/wix/endpoint` sends a verified instance on to the wall page (builders/routes.test.ts);
  // its own answers are checked below. `/templates/{id}` answers a public wall's template texts
  // with the same framable policy (pages/templates.test.ts).
  const wallPages = ['/demo', '/demo/twitter/12', '/demo?embed=true'];
  const adminPages = [
    '/',
    '/signup',
    '/settings',
    '/admin/moderate',
    '/analytics/demo',
    '/demo/edit',
    '/demo/edit/publish',
    '/demo/twitter/3/edit/x',
    '/api/docs/',
  ];

  it.each(wallPages)('lets any site frame the wall page %s, with no inline script', async (url) => {
    const response = await security.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // Public posts: no request for a process of the origin's own (security.ts, wallHelmet).
    expect(response.headers['origin-agent-cluster']).toBeUndefined();
  });

  it.each(['/wix/endpoint', '/wix/settings'])(
    'lets the website builder frame %s, its refusal page too, with no inline script',
    async (url) => {
      // This test app has no Wix app secret: the builder pages answer with their refusal page.
      const response = await security.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['x-frame-options']).toBeUndefined();
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(['*']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
    },
  );

  it.each(adminPages)('refuses framing of %s', async (url) => {
    const response = await security.app.inject(url);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Only the API reference allows inline styles: Swagger UI adds a style element.
    expect(csp.get('style-src')).toEqual(
      url.startsWith('/api/docs') ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    );
    // The OAuth popup must stay reachable from the page that opened it.
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
  });

  it('marks every answer nosniff and sends no referrer to other sites', async () => {
    for (const url of ['/demo', '/admin', '/api/plugins', '/health']) {
      const response = await security.app.inject(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('the session cookie behind a TLS-terminating proxy', () => {
  let behindProxy: SecurityApp;
  beforeAll(async () => {
    behindProxy = await startSecurityApp({ config: testConfig({ TRUST_PROXY: 'true' }) });
  });
  afterAll(() => behindProxy.close());

  const signUp = (headers: Record<string, string>) => {
    const username = uniqueName('proxied');
    return behindProxy.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers,
      payload: { username, email: `${username}@example.com`, password: 'secret1' },
    });
  };

  it('is Secure when the proxy says the browser used https', async () => {
    const response = await signUp({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'wall.example',
      origin: 'https://wall.example',
    });
    expect(response.statusCode).toBe(201);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('is not Secure over plain http, where the browser would drop it', async () => {
    const response = await signUp({ origin: sameOrigin });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('cross-site requests and rate limits on the proxy', () => {
  let security: SecurityApp;
  beforeAll(async () => {
    // A general limit of 20 a minute gives the proxy 2.
    security = await startSecurityApp({ config: testConfig({ RATE_LIMIT_MAX: '20' }) });
  });
  afterAll(() => security.close());

  const refused = `/api/proxy?url=${encodeURIComponent('http://127.0.0.1:9/')}`;

  it('refuses a signed-in browser sent to it by another site', async () => {
    let addresses = 0;
    for (const headers of [
      { ...security.owner.headers, 'sec-fetch-site': 'cross-site' },
      { cookie: security.owner.headers.cookie ?? '', referer: 'https://evil.example/page' },
      { cookie: security.owner.headers.cookie ?? '', origin: 'https://evil.example' },
    ]) {
      // Each from its own address, so the proxy's own limit (tested below) stays out of it.
      addresses += 1;
      const remoteAddress = `10.0.0.${addresses}`;
      const response = await security.app.inject({ url: refused, headers, remoteAddress });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: messages.requestWrong });
    }
  });

  it('answers 429 with Retry-After past its own limit, a tenth of the general one', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 3; i += 1) {
      const response = await security.app.inject({
        url: refused,
        headers: security.owner.headers,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
      retryAfter = response.headers['retry-after'];
    }
    // The first two are let through (and refused for the address they ask for).
    expect(statuses).toEqual([400, 400, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
