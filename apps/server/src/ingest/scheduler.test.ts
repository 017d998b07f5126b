import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceHealth } from '@chorus/core';
import { jsonb } from '../db/json.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { enqueueDueSources } from './scheduler.ts';

const now = new Date('2026-11-22T03:00:00Z');
const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000);
const unix = (secondsFromNow: number) => Math.floor(now.getTime() / 1000) + secondsFromNow;
const health = (state: SourceHealth['state'], retryAt: number | null): SourceHealth => ({
  state,
  lastError: state === 'ok' ? null : 'something',
  lastErrorAt: state === 'ok' ? null : unix(-60),
  retryAt,
});

describe.each(testDatabases())('the scheduler on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('queues due sources only, never one already queued or running', async () => {
    const { wall } = await seedWall(database.db);
    const make = async (
      name: string,
      changes: {
        lastCrawledAt?: Date | null;
        health?: SourceHealth;
        status?: 'active' | 'paused' | 'needs_reauth';
        network?: string;
      },
    ) => {
      const source = await seedSource(database.db, wall.id, {
        network: changes.network ?? 'rss',
        feedType: 'url',
        label: name,
      });
      await database.db
        .updateTable('sources')
        .set({
          last_crawled_at: changes.lastCrawledAt ?? null,
          health: jsonb(changes.health ?? health('ok', null)),
          status: changes.status ?? 'active',
        })
        .where('id', '=', source.id)
        .execute();
      return [name, source.id] as const;
    };
    const ids = new Map([
      await make('never crawled', {}),
      await make('crawled long ago', { lastCrawledAt: at(301) }),
      await make('crawled recently', { lastCrawledAt: at(120) }),
      await make('rate limited, waiting', {
        lastCrawledAt: at(3000),
        health: health('rate_limited', unix(600)),
      }),
      await make('rate limited, free again', {
        lastCrawledAt: at(60),
        health: health('rate_limited', unix(-1)),
      }),
      await make('failing, backing off', {
        lastCrawledAt: at(60),
        health: health('failing', unix(30)),
      }),
      await make('failing, backoff over', {
        lastCrawledAt: at(60),
        health: health('failing', unix(-30)),
      }),
      await make('needs reauth', { status: 'needs_reauth', health: health('needs_reauth', null) }),
      await make('reconnected', { health: health('needs_reauth', null), lastCrawledAt: at(10) }),
      await make('paused', { status: 'paused' }),
      await make('no connector', { network: 'vine' }),
      await make('already queued', {}),
    ]);
    const nameOf = new Map([...ids].map(([name, id]) => [id, name]));
    const enqueued: number[] = [];
    const queue = {
      busySourceIds: async () => new Set([ids.get('already queued') ?? 0]),
      enqueue: async (sourceId: number) => {
        enqueued.push(sourceId);
        return `job-${sourceId}`;
      },
    };
    const queued = await enqueueDueSources({
      db: database.db,
      queue,
      now,
      intervalSeconds: 300,
      networks: ['rss', 'twitter'],
    });
    expect(queued).toEqual(enqueued);
    expect(new Set(queued.map((id) => nameOf.get(id)))).toEqual(
      new Set([
        'never crawled',
        'crawled long ago',
        'rate limited, free again',
        'failing, backoff over',
        'reconnected',
      ]),
    );
    // Never crawled first, then the longest waiting.
    expect(nameOf.get(queued[0] ?? 0)).toBe('never crawled');
  });
});
