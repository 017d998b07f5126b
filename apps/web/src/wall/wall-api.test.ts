import { describe, expect, it } from 'vitest';
import { loadWall } from './wall-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('loadWall', () => {
  it('loads the profile and the collections', async () => {
    const fetcher = (async (url: string) =>
      url.startsWith('/api/profile/')
        ? json(200, { user_name: 'demo', theme: 'standard' })
        : json(200, {
            collections: [{ id: 1, network: 'rss', label: 'News', last_crawled: 5 }],
          })) as typeof fetch;
    const result = await loadWall('demo', fetcher);
    expect(result.kind).toBe('ok');
    expect(result.kind === 'ok' && result.collections).toHaveLength(1);
  });

  it('is not found for an unknown or inactive wall', async () => {
    const fetcher = (async () => json(404, { error: 'Not found' })) as typeof fetch;
    expect(await loadWall('nobody', fetcher)).toEqual({ kind: 'not-found' });
  });

  it('shows maintenance on a server error or a timeout', async () => {
    const failing = (async () => json(503, {})) as typeof fetch;
    expect(await loadWall('demo', failing)).toEqual({ kind: 'maintenance' });
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('timeout')));
      })) as typeof fetch;
    expect(await loadWall('demo', hanging, 20)).toEqual({ kind: 'maintenance' });
  });
});
