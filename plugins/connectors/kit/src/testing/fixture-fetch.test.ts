import { afterEach, describe, expect, it } from 'vitest';
import { isSourceError } from '@chorus/core';
import { startFakeNetwork } from './fake-network.ts';
import { createFixtureFetch } from './fixture-fetch.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((item) => item.close()));
});

describe('createFixtureFetch', () => {
  it('reaches a fake network and retries a 503 without a real pause', async () => {
    const network = await startFakeNetwork([
      { path: '/feed', respond: [{ status: 503 }, { body: '<rss/>' }] },
    ]);
    const http = createFixtureFetch();
    opened.push(network, http);
    expect(await (await http(`${network.baseUrl}/feed`)).text()).toBe('<rss/>');
    expect(network.requests).toHaveLength(2);
  });

  it('still refuses private addresses other than the loopback fixture', async () => {
    const http = createFixtureFetch();
    opened.push(http);
    const error: unknown = await http('http://169.254.169.254/').catch((caught: unknown) => caught);
    expect(isSourceError(error) && error.kind).toBe('invalid_source');
  });
});
