import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSourceError, SourceError } from '@chorus/core';
import { createFixtureFetch, startFakeNetwork, type FakeRoute } from '../testing/index.ts';
import type { FakeNetwork } from '../testing/types.ts';
import type { SafeFetch } from '../http/safe-fetch.ts';
import { createJsonClient, type JsonClientOptions } from './json-client.ts';

const statusSchema = z.object({
  items: z.array(z.object({ id: z.string(), author: z.object({ id: z.string() }) })),
});

let network: FakeNetwork | undefined;
let http: SafeFetch | undefined;
afterEach(async () => {
  await http?.close();
  await network?.close();
  network = undefined;
  http = undefined;
});

async function client(routes: FakeRoute[], options: Partial<JsonClientOptions> = {}) {
  network = await startFakeNetwork(routes);
  http = createFixtureFetch({ retries: 0 });
  return createJsonClient({ http, baseUrl: network.baseUrl, network: 'Mastodon', ...options });
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isSourceError(error)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

const item = (id: string, author: unknown = { id: `a${id}` }) => ({ id, author });

describe('createJsonClient', () => {
  it('builds the query, sends the headers and returns the validated body', async () => {
    const api = await client(
      [{ path: '/api/v1/timelines/tag/chorus', respond: { body: { items: [item('1')] } } }],
      { headers: { authorization: 'Bearer t' } },
    );
    const body = await api.get('/api/v1/timelines/tag/chorus', statusSchema, {
      limit: 40,
      local: false,
      max_id: undefined,
      'any[]': ['a', 'b'],
    });
    expect(body.items).toEqual([{ id: '1', author: { id: 'a1' } }]);
    const [request] = network!.requests;
    expect(request?.query.toString()).toBe('limit=40&local=false&any%5B%5D=a&any%5B%5D=b');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer t',
      accept: 'application/json',
    });
  });

  it('says where a body is not of the expected shape', async () => {
    const items = [item('1'), item('2'), item('3'), item('4', { id: 4 })];
    const api = await client([{ path: '/list', respond: { body: { items } } }]);
    const error = await failure(api.get('/list', statusSchema));
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(
      'Mastodon answered /list in an unexpected shape (at items[3].author.id).',
    );
  });

  it('says when a body is not JSON', async () => {
    const api = await client([{ path: '/list', respond: { body: '<html>' } }]);
    const error = await failure(api.get('/list', statusSchema));
    expect(error.message).toBe('Mastodon answered /list with a body that is not JSON.');
  });

  it("adds the network's error body to the kit's reading of the status", async () => {
    const api = await client([
      { path: '/gone', respond: { status: 404, body: { error: 'Record not found' } } },
      {
        path: '/bad',
        respond: { status: 400, body: { errors: [{ message: 'max_id is wrong' }] } },
      },
      { path: '/busy', respond: { status: 409, body: { message: 'Busy' } } },
    ]);
    const gone = await failure(api.get('/gone', statusSchema));
    expect(gone.kind).toBe('invalid_source');
    expect(gone.message).toBe(
      'Mastodon answered 404 Not Found: this feed or account was not found (Record not found).',
    );
    const bad = await failure(api.get('/bad', statusSchema));
    expect(bad).toMatchObject({
      kind: 'invalid_source',
      message: 'Mastodon refused the request for /bad (max_id is wrong).',
    });
    const busy = await failure(api.get('/busy', statusSchema));
    expect(busy).toMatchObject({
      kind: 'failing',
      message: 'Mastodon answered 409 Conflict (Busy).',
    });
  });

  it('reads 401/403 by who the data belongs to', async () => {
    const routes: FakeRoute[] = [
      { path: '/401', respond: { status: 401, body: { error: 'The access token is invalid' } } },
      { path: '/403', respond: { status: 403, body: {} } },
    ];
    const signedIn = await client(routes);
    expect(await failure(signedIn.get('/401', statusSchema))).toMatchObject({
      kind: 'needs_reauth',
      message:
        'Mastodon refused the token for /401 (401): it expired or was revoked (The access token is invalid).',
    });
    expect((await failure(signedIn.get('/403', statusSchema))).kind).toBe('needs_reauth');
    await network!.close();
    await http!.close();

    const publicData = await client(routes, { access: 'public' });
    expect(await failure(publicData.get('/401', statusSchema))).toMatchObject({
      kind: 'invalid_source',
      message:
        'Mastodon answered 401 Unauthorized: this feed now asks to sign in, which Chorus cannot do for it (The access token is invalid).',
    });
    await network!.close();
    await http!.close();

    const apiKey = await client(routes, { access: 'apiKey' });
    const refused = await failure(apiKey.get('/403', statusSchema));
    expect(refused.kind).toBe('failing');
    expect(refused.message).toContain('the API key of this Chorus server for Mastodon was refused');
  });

  it('says which request is rate limited and until when', async () => {
    const api = await client([
      {
        path: '/limited',
        respond: {
          status: 429,
          headers: {
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': '2100-01-01T00:00:00.000Z',
          },
          body: { error: 'Too many requests' },
        },
      },
    ]);
    const error = await failure(api.get('/limited', statusSchema));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt).toEqual(new Date('2100-01-01T00:00:00Z'));
    expect(error.message).toBe(
      'Mastodon limits requests to /limited until 2100-01-01T00:00:00.000Z.',
    );
  });

  it('lets a network word its own refusals, and reports rate-limit headers of answers', async () => {
    const seen: (number | undefined)[] = [];
    const api = await client(
      [
        { path: '/tier', respond: { status: 403, body: { type: 'https://x/client-forbidden' } } },
        {
          path: '/ok',
          respond: { body: { items: [] }, headers: { 'x-rate-limit-remaining': '7' } },
        },
      ],
      {
        mapError: ({ problem, path }) =>
          problem.type?.endsWith('/client-forbidden')
            ? new SourceError('failing', `refused ${path} at this access level`)
            : undefined,
        onRateLimit: (limit) => seen.push(limit.remaining),
      },
    );
    expect(await failure(api.get('/tier', statusSchema))).toMatchObject({
      kind: 'failing',
      message: 'refused /tier at this access level',
    });
    const answer = await api.request('/ok', statusSchema, { method: 'GET' });
    expect(answer.rateLimit.remaining).toBe(7);
    expect(seen).toEqual([7]);
  });

  it('posts JSON and forms', async () => {
    const api = await client([
      {
        method: 'POST',
        path: '/echo',
        respond: (request) => ({ body: { items: [], sent: request.body } }),
      },
    ]);
    await api.request('/echo', z.object({}), { method: 'POST', json: { a: 1 } });
    await api.request('/echo', z.object({}), { method: 'POST', form: { b: '2' } });
    expect(
      network!.requests.map((request) => [request.headers['content-type'], request.body]),
    ).toEqual([
      ['application/json', '{"a":1}'],
      ['application/x-www-form-urlencoded', 'b=2'],
    ]);
  });
});
