import { crawlOnce, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pigeonConnector } from './index.ts';

describe('pigeonConnector against a fake loft', () => {
  let network: FakeNetwork;
  beforeAll(async () => {
    network = await startFakeNetwork([
      {
        path: '/lofts/north/notes',
        respond: (request) =>
          request.query.get('after') === 'p2'
            ? { body: { notes: [{ id: 'n3', text: 'Late', sender: 'Bo' }], next: null } }
            : { body: { notes: [{ id: 'n1', text: 'Hi', sender: 'Ada', sentAt: 5 }], next: 'p2' } },
      },
    ]);
  });
  afterAll(() => network.close());

  it('reads one page by default, signed by the default keeper', async () => {
    const { posts, cursor, errors, logs } = await crawlOnce({
      connector: pigeonConnector(),
      feedType: 'loft',
      options: { loft: 'north' },
      network,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.description, post.createdAt])).toEqual([
      ['n1', 'Hi — the keeper', 5],
    ]);
    expect(cursor).toBe('p2');
    expect(logs).toEqual([
      { level: 'info', message: 'read a page of notes', data: { loft: 'north', notes: 1 } },
    ]);
  });

  it('follows maxPages and dates an undated note with the crawl clock', async () => {
    const { posts } = await crawlOnce({
      connector: pigeonConnector({ keeper: 'Cy', maxPages: 3 }),
      feedType: 'loft',
      options: { loft: 'north' },
      network,
      clock: { now: () => new Date('2026-01-01T00:00:00Z') },
    });
    expect(posts.map((post) => [post.externalId, post.description, post.createdAt])).toEqual([
      ['n1', 'Hi — Cy', 5],
      ['n3', 'Late — Cy', Date.parse('2026-01-01T00:00:00Z') / 1000],
    ]);
  });
});
