import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NormalizedPost } from '@chorus/core';
import { PluginHost, PluginRegistrationError } from '@chorus/core/host';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiScreening } from './index.ts';
import { aiScreeningOptionsSchema } from './options.ts';
import { screenWithAi } from './screen.ts';

/** What the fake endpoint answers next: a status and a body, or silence. */
type Answer = { status: number; body: unknown } | 'silence';

/** A loopback chat-completions endpoint that records requests and plays scripted answers. */
let server: Server;
let endpoint: string;
let next: Answer = { status: 200, body: {} };
const requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

const completion = (content: string) => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content } }] },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({
        headers: request.headers,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      if (next === 'silence') return; // never answers: the client's timeout decides
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post: NormalizedPost = {
  externalId: 'p1',
  title: 'Win a free phone',
  description: '<p>Click <a href="https://spam.example">here</a> now!!!</p>',
  author: { name: 'Promo Bot', username: 'promo' },
  url: null,
  media: [],
  createdAt: 1_700_000_000,
} as unknown as NormalizedPost;

const options = (input: Record<string, unknown> = {}) =>
  aiScreeningOptionsSchema.parse({ enabled: true, endpoint, ...input });

describe('AI screening against a loopback endpoint', () => {
  it('sends the model, the prompt and the post, with the key as a bearer', async () => {
    next = completion('{"score": 0.1, "reason": "harmless"}');
    const before = requests.length;
    await screenWithAi(post, options({ apiKey: 'sk-test', model: 'tiny', prompt: 'Rate it.' }));
    const sent = requests[before];
    expect(sent?.headers.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({
      model: 'tiny',
      messages: [
        { role: 'system', content: 'Rate it.' },
        { role: 'user', content: 'Win a free phone\nClick here now!!!\nby promo' },
      ],
    });
  });

  it('holds a post scored at or above the threshold, with the score and reason', async () => {
    next = completion('Sure! ```json\n{"score": 0.92, "reason": "spam giveaway"}\n```');
    expect(await screenWithAi(post, options())).toEqual({
      state: 'pending',
      reason: 'AI screening scored 0.92: spam giveaway.',
      rule: 'ai',
    });
    next = completion('{"score": 0.7}');
    expect(await screenWithAi(post, options({ action: 'reject' }))).toEqual({
      state: 'removed',
      reason: 'AI screening scored 0.70.',
      rule: 'ai',
    });
  });

  it('lets a post below the threshold through to the source setting', async () => {
    next = completion('{"score": 0.69, "reason": "borderline"}');
    expect(await screenWithAi(post, options())).toBeUndefined();
  });

  it('holds the post for review when the endpoint fails, is slow or talks nonsense', async () => {
    next = { status: 503, body: { error: 'overloaded' } };
    expect((await screenWithAi(post, options()))?.reason).toBe(
      'AI screening could not decide (endpoint answered 503); held for review.',
    );
    next = completion('I think it is fine');
    expect(await screenWithAi(post, options())).toMatchObject({ state: 'pending' });
    next = { status: 200, body: { unexpected: true } };
    expect(await screenWithAi(post, options())).toMatchObject({ state: 'pending' });
    next = 'silence';
    expect((await screenWithAi(post, options({ timeoutMs: 200 })))?.reason).toBe(
      'AI screening could not decide (no answer in time); held for review.',
    );
    const down = options({ endpoint: 'http://127.0.0.1:9/v1/chat/completions' });
    expect((await screenWithAi(post, down))?.reason).toBe(
      'AI screening could not decide (endpoint unreachable); held for review.',
    );
  });
});

describe('the aiScreening plugin', () => {
  it('is off by default: it taps nothing and asks nobody', async () => {
    const host = new PluginHost([aiScreening()]);
    const before = requests.length;
    const verdict = await host.hooks.screenPost.promise({ post, source: {} as never });
    expect(verdict).toBeUndefined();
    expect(requests.length).toBe(before);
  });

  it('screens through the hook when enabled', async () => {
    next = completion('{"score": 1, "reason": "scam"}');
    const host = new PluginHost([aiScreening({ enabled: true, endpoint })]);
    expect(await host.hooks.screenPost.promise({ post, source: {} as never })).toMatchObject({
      state: 'pending',
      rule: 'ai',
    });
  });

  it('refuses options naming the field: an enabled plugin needs an endpoint', () => {
    expect(() => new PluginHost([aiScreening({ enabled: true })])).toThrow(PluginRegistrationError);
    expect(() => new PluginHost([aiScreening({ enabled: true })])).toThrow(/endpoint/);
    expect(() => new PluginHost([aiScreening({ threshold: 2 })])).toThrow(/threshold/);
  });
});
