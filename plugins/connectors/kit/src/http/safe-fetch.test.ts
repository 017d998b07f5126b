import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isSourceError, type SourceError } from '@chorus/core';
import { startFakeNetwork, type FakeRoute } from '../testing/index.ts';
import { conditionalHeaders, cacheValidators } from './conditional.ts';
import { defaultUserAgent, type SafeFetchOptions } from './options.ts';
import { createSafeFetch } from './safe-fetch.ts';

const opened: { close(): Promise<void> }[] = [];

async function setup(routes: FakeRoute[], options: SafeFetchOptions = {}) {
  const network = await startFakeNetwork(routes);
  const http = createSafeFetch({ allowAddresses: ['127.0.0.1/32'], retryBaseMs: 1, ...options });
  opened.push(network, http);
  return { network, http };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((item) => item.close()));
});

async function failure(call: Promise<unknown>): Promise<SourceError> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!isSourceError(error)) throw error;
  return error;
}

describe('createSafeFetch', () => {
  it('sends the descriptive User-Agent unless the caller sets one', async () => {
    const { network, http } = await setup([{ path: '/a', respond: { body: 'ok' } }]);
    await http(`${network.baseUrl}/a`);
    await http(`${network.baseUrl}/a`, { headers: { 'user-agent': 'Custom/1' } });
    expect(network.requests.map((request) => request.headers['user-agent'])).toEqual([
      defaultUserAgent,
      'Custom/1',
    ]);
    expect(defaultUserAgent).toMatch(
      /^Chorus\/0\.\d+ \(\+https:\/\/github\.com\/chorus-wall\/chorus\)/,
    );
  });

  it('returns non-2xx answers for the connector to judge', async () => {
    const { network, http } = await setup([
      { path: '/private', respond: { status: 401, body: { title: 'Unauthorized' } } },
    ]);
    const response = await http(`${network.baseUrl}/private`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ title: 'Unauthorized' });
  });

  it('follows redirects itself and reports the final URL', async () => {
    const { network, http } = await setup([
      { path: '/old', respond: { status: 301, headers: { location: '/middle' } } },
      { path: '/middle', respond: { status: 307, headers: { location: '/new?x=1' } } },
      { path: '/new', respond: { body: 'moved' } },
    ]);
    const response = await http(`${network.baseUrl}/old`);
    expect(await response.text()).toBe('moved');
    expect(response.url).toBe(`${network.baseUrl}/new?x=1`);
    expect(response.redirected).toBe(true);
  });

  it('returns the 3xx itself when the caller asks for manual redirects', async () => {
    const { network, http } = await setup([
      { path: '/old', respond: { status: 301, headers: { location: '/new' } } },
    ]);
    const response = await http(`${network.baseUrl}/old`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/new');
    const error = await failure(http(`${network.baseUrl}/old`, { redirect: 'error' }));
    expect(error.kind).toBe('failing');
    expect(network.requests).toHaveLength(2);
  });

  it('fails clearly on a redirect to an address that does not parse', async () => {
    const { network, http } = await setup([
      { path: '/bad', respond: { status: 302, headers: { location: 'http://[oops/' } } },
    ]);
    const error = await failure(http(`${network.baseUrl}/bad`));
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(
      `${network.baseUrl}/bad redirects to http://[oops/, which is not a valid address.`,
    );
  });

  it('fails clearly on an answer no Response can carry', async () => {
    const { network, http } = await setup([{ path: '/odd', respond: { status: 999, body: 'x' } }]);
    const error = await failure(http(`${network.baseUrl}/odd`));
    expect(error.kind).toBe('failing');
    expect(error.message).toMatch(
      /^Could not read the answer from http:\/\/127\.0\.0\.1:\d+\/odd: /,
    );
  });

  it('gives up after maxRedirects', async () => {
    const { network, http } = await setup(
      [
        {
          path: /^\/loop/,
          respond: (request) => ({
            status: 302,
            headers: { location: `/loop${request.path.length}` },
          }),
        },
      ],
      { maxRedirects: 3 },
    );
    const error = await failure(http(`${network.baseUrl}/loop`));
    expect(error.kind).toBe('failing');
    expect(error.message).toContain('more than 3 redirects');
    expect(network.requests).toHaveLength(4);
  });

  it('turns a POST into a GET on 303 and drops credentials when the origin changes', async () => {
    const other = await startFakeNetwork([{ path: '/landing', respond: { body: 'landed' } }]);
    opened.push(other);
    const { network, http } = await setup([
      {
        method: 'POST',
        path: '/submit',
        respond: { status: 303, headers: { location: `${other.baseUrl}/landing` } },
      },
    ]);
    const response = await http(`${network.baseUrl}/submit`, {
      method: 'POST',
      headers: { authorization: 'Bearer secret', 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(await response.text()).toBe('landed');
    expect(network.requests[0]?.headers['authorization']).toBe('Bearer secret');
    expect(other.requests[0]?.method).toBe('GET');
    expect(other.requests[0]?.headers['authorization']).toBeUndefined();
    expect(other.requests[0]?.body).toBe('');
  });

  it('refuses a body larger than maxBodyBytes, declared or streamed', async () => {
    const big = 'x'.repeat(2000);
    const { network, http } = await setup(
      [
        { path: '/declared', respond: { body: big } },
        { path: '/streamed', respond: { body: big, chunkDelayMs: 1 } },
      ],
      { maxBodyBytes: 1000 },
    );
    for (const path of ['/declared', '/streamed']) {
      const error = await failure(http(`${network.baseUrl}${path}`));
      expect(error.kind).toBe('failing');
      expect(error.message).toBe(
        `The answer from ${network.baseUrl}${path} is larger than 1000 bytes.`,
      );
    }
  });

  it('counts the size after decompression, so a gzip bomb is cut off', async () => {
    const bomb = gzipSync(Buffer.alloc(5 * 1024 * 1024));
    const { network, http } = await setup(
      [{ path: '/bomb', respond: { body: bomb, headers: { 'content-encoding': 'gzip' } } }],
      { maxBodyBytes: 1024 * 1024 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await failure(http(`${network.baseUrl}/bomb`));
    expect(error.message).toContain('is larger than 1 MB');
  });

  it('decodes a gzip body within the cap and hands back plain text', async () => {
    const { network, http } = await setup([
      {
        path: '/z',
        respond: { body: gzipSync('<rss/>'), headers: { 'content-encoding': 'gzip' } },
      },
    ]);
    const response = await http(`${network.baseUrl}/z`);
    expect(await response.text()).toBe('<rss/>');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('fails with a clear message when the whole call takes longer than timeoutMs', async () => {
    const { network, http } = await setup(
      [
        { path: '/late', respond: { body: 'late', delayMs: 5_000 } },
        { path: '/slow', respond: { body: 'y'.repeat(64 * 100), chunkDelayMs: 100 } },
      ],
      { timeoutMs: 300 },
    );
    for (const path of ['/late', '/slow']) {
      const error = await failure(http(`${network.baseUrl}${path}`));
      expect(error.kind).toBe('failing');
      expect(error.message).toBe(`${network.baseUrl}${path} did not answer within 0.3 s.`);
    }
  }, 10_000);

  it('passes on the caller abort as it is', async () => {
    const { network, http } = await setup([
      { path: '/late', respond: { body: 'x', delayMs: 5_000 } },
    ]);
    const controller = new AbortController();
    const call = http(`${network.baseUrl}/late`, { signal: controller.signal });
    controller.abort(new Error('crawl cancelled'));
    await expect(call).rejects.toThrow('crawl cancelled');
  }, 10_000);

  it('retries 5xx and network-level 429 with backoff, then answers', async () => {
    const { network, http } = await setup([
      {
        path: '/flaky',
        respond: [
          { status: 503 },
          { status: 429, headers: { 'retry-after': '0' } },
          { body: 'fine' },
        ],
      },
    ]);
    expect(await (await http(`${network.baseUrl}/flaky`)).text()).toBe('fine');
    expect(network.requests).toHaveLength(3);
  });

  it('does not repeat a POST after a 5xx, which may have taken effect', async () => {
    const { network, http } = await setup([
      { method: 'POST', path: '/oauth2/token', respond: { status: 500, body: { error: 'x' } } },
    ]);
    const response = await http(`${network.baseUrl}/oauth2/token`, { method: 'POST', body: 'a=1' });
    expect(response.status).toBe(500);
    expect(network.requests).toHaveLength(1);
  });

  it('fails after the retries when the server keeps answering 5xx', async () => {
    const { network, http } = await setup([{ path: '/down', respond: { status: 502 } }], {
      retries: 2,
    });
    const error = await failure(http(`${network.baseUrl}/down`));
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(`${network.baseUrl}/down answered 502.`);
    expect(network.requests).toHaveLength(3);
  });

  it("keeps the server's own words of its last 5xx answer in the error", async () => {
    const { network, http } = await setup(
      [{ path: '/down', respond: { status: 503, body: { error: 'Down for maintenance' } } }],
      { retries: 1 },
    );
    const error = await failure(http(`${network.baseUrl}/down`));
    expect(error.message).toBe(`${network.baseUrl}/down answered 503 (Down for maintenance).`);
    expect(network.requests).toHaveLength(2);
  });

  it('reports a 429 with a far reset as rate_limited at once, with its retry time', async () => {
    const reset = Math.floor(Date.now() / 1000) + 900;
    const { network, http } = await setup([
      {
        path: '/2/tweets',
        respond: { status: 429, headers: { 'x-rate-limit-reset': String(reset) } },
      },
    ]);
    const error = await failure(http(`${network.baseUrl}/2/tweets`));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBe(reset * 1000);
    expect(network.requests).toHaveLength(1);
  });

  it('reports rate_limited after the retries when 429 persists', async () => {
    const { network, http } = await setup([{ path: '/busy', respond: { status: 429 } }], {
      retries: 1,
    });
    const error = await failure(http(`${network.baseUrl}/busy`));
    expect(error.kind).toBe('rate_limited');
    expect(network.requests).toHaveLength(2);
  });

  it('fails on a network error after its retries', async () => {
    const { network, http } = await setup([], { retries: 1 });
    const port = new URL(network.baseUrl).port;
    await network.close();
    const error = await failure(http(`http://127.0.0.1:${port}/gone`));
    expect(error.kind).toBe('failing');
    expect(error.message).toMatch(
      new RegExp(`^Could not reach http://127\\.0\\.0\\.1:${port}/gone: ECONNREFUSED`),
    );
  });

  it('supports conditional GET with ETag and Last-Modified', async () => {
    const { network, http } = await setup([
      {
        path: '/feed',
        respond: (request) =>
          request.headers['if-none-match'] === '"v1"'
            ? { status: 304 }
            : {
                body: '<rss/>',
                headers: { etag: '"v1"', 'last-modified': 'Wed, 21 Oct 2015 07:28:00 GMT' },
              },
      },
    ]);
    const first = await http(`${network.baseUrl}/feed`);
    const validators = cacheValidators(first);
    expect(validators).toEqual({ etag: '"v1"', lastModified: 'Wed, 21 Oct 2015 07:28:00 GMT' });
    const second = await http(`${network.baseUrl}/feed`, {
      headers: conditionalHeaders(validators),
    });
    expect(second.status).toBe(304);
    expect(network.requests[1]?.headers['if-modified-since']).toBe('Wed, 21 Oct 2015 07:28:00 GMT');
  });
});
