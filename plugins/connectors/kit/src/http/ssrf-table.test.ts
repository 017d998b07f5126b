import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSourceError, type SourceError } from '@chorus/core';
import { startFakeNetwork, type FakeNetwork } from '../testing/index.ts';
import {
  forbiddenAddressForms as forms,
  hostileLookup as lookup,
} from '../testing/address-matrix.ts';
import { createSafeFetch, type SafeFetch } from './safe-fetch.ts';

/**
 * The table test: every forbidden address form, sent directly and through a redirect
 * from an allowed fixture server, is refused — and the loopback target never sees a request.
 */

let target: FakeNetwork;
let redirector: FakeNetwork;
let direct: SafeFetch;
let viaRedirect: SafeFetch;

async function refusal(call: Promise<Response>): Promise<SourceError> {
  const error: unknown = await call.then(
    (response) => new Error(`expected a refusal, got HTTP ${response.status}`),
    (error: unknown) => error,
  );
  if (!isSourceError(error)) throw error;
  return error;
}

beforeAll(async () => {
  target = await startFakeNetwork([{ path: /.*/, respond: { body: 'internal secret' } }]);
  redirector = await startFakeNetwork([
    {
      path: '/go',
      respond: (request) => ({
        status: 302,
        headers: { location: request.query.get('to') ?? '/' },
      }),
    },
  ]);
  const port = new URL(redirector.baseUrl).port;
  direct = createSafeFetch({ lookup, retryBaseMs: 1 });
  viaRedirect = createSafeFetch({ lookup, retryBaseMs: 1, allowAddresses: [`127.0.0.1:${port}`] });
});

afterAll(async () => {
  await Promise.all([direct.close(), viaRedirect.close(), target.close(), redirector.close()]);
});

describe('the safe client refuses every private or local address form', () => {
  it('has a table of at least 35 forms', () => {
    expect(forms(1).length).toBeGreaterThanOrEqual(35);
  });

  it('refuses each form sent directly, before any request reaches the target', async () => {
    const port = Number(new URL(target.baseUrl).port);
    for (const url of forms(port)) {
      const error = await refusal(direct(url));
      expect({ url, kind: error.kind }).toEqual({ url, kind: 'invalid_source' });
      expect(error.message).toBe(
        `Refusing to fetch ${url}: it points to a private or local address.`,
      );
    }
    expect(target.requests).toEqual([]);
  });

  it('refuses each form reached through a redirect from an allowed server', async () => {
    const port = Number(new URL(target.baseUrl).port);
    const before = redirector.requests.length;
    for (const url of forms(port)) {
      const start = `${redirector.baseUrl}/go?to=${encodeURIComponent(url)}`;
      const error = await refusal(viaRedirect(start));
      expect({ url, kind: error.kind }).toEqual({ url, kind: 'invalid_source' });
      expect(error.message).toMatch(/^Refusing to follow a redirect from http:\/\/127\.0\.0\.1:/);
      expect(error.message).toMatch(/it points to a private or local address\.$/);
    }
    expect(redirector.requests.length - before).toBe(forms(port).length);
    expect(target.requests).toEqual([]);
  });

  it.each([
    ['file:///etc/passwd', 'only http and https'],
    ['ftp://example.com/feed.xml', 'only http and https'],
    ['gopher://127.0.0.1:70/', 'only http and https'],
    ['javascript:alert(1)', 'only http and https'],
    ['http://user:secret@example.com/feed', 'user name or password'],
    ['https://:token@example.com/', 'user name or password'],
  ])('refuses %s, directly and through a redirect', async (url, reason) => {
    const first = await refusal(direct(url));
    expect(first.kind).toBe('invalid_source');
    expect(first.message).toContain(reason);
    const second = await refusal(
      viaRedirect(`${redirector.baseUrl}/go?to=${encodeURIComponent(url)}`),
    );
    expect(second.kind).toBe('invalid_source');
    expect(second.message).toContain(reason);
  });

  it('answers a URL that does not parse as an invalid source', async () => {
    const error = await refusal(direct('not a url'));
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toBe('not a url is not a valid web address.');
  });

  it('connects to the address it checked: a DNS answer that changes later cannot slip through', async () => {
    const port = Number(new URL(target.baseUrl).port);
    const answers = ['127.0.0.2', '127.0.0.1'];
    let queries = 0;
    // 127.0.0.2 stands for a public address (nothing listens there); then DNS "rebinds".
    const rebinding = createSafeFetch({
      allowAddresses: ['127.0.0.2/32'],
      retries: 1,
      retryBaseMs: 1,
      lookup: async () => [{ address: answers[Math.min(queries++, answers.length - 1)] ?? '' }],
    });
    try {
      const error = await refusal(rebinding(`http://rebinding.test:${port}/`));
      expect(error.kind).toBe('invalid_source');
      // One DNS query per connection attempt: the first connected to 127.0.0.2 (refused by the
      // kernel), the retry's answer was checked and refused before connecting.
      expect(queries).toBe(2);
      expect(target.requests).toEqual([]);
    } finally {
      await rebinding.close();
    }
  });
});

describe('the allow list lets a test reach its own fixture', () => {
  it('reaches 127.0.0.1 when 127.0.0.1/32 is allowed explicitly', async () => {
    const allowed = createSafeFetch({ allowAddresses: ['127.0.0.1/32'] });
    try {
      const response = await allowed(`${target.baseUrl}/feed.xml`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('internal secret');
      expect(target.requests.map((request) => request.path)).toEqual(['/feed.xml']);
    } finally {
      target.requests.length = 0;
      await allowed.close();
    }
  });

  it('reaches a fixture by a name that resolves to an allowed address', async () => {
    const port = new URL(target.baseUrl).port;
    const allowed = createSafeFetch({
      allowAddresses: [`127.0.0.1:${port}`],
      lookup: async () => [{ address: '127.0.0.1' }],
    });
    try {
      const response = await allowed(`http://feeds.example.test:${port}/rss`);
      expect(await response.text()).toBe('internal secret');
      expect(target.requests[0]?.headers['host']).toBe(`feeds.example.test:${port}`);
    } finally {
      target.requests.length = 0;
      await allowed.close();
    }
  });
});
