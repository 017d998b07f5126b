import { SourceError } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { defineConnector } from '@chorus/connector-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChorusDatabase } from '../db/open.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crawlSource } from './crawl.ts';
import { testIngestDeps } from './testing.ts';

/** A connector whose network refuses every token, with the status it declares for that. */
function refusingConnector(id: string, sourceNumber: number, signedOutStatus?: 'token_expired') {
  return defineConnector<never, never>({
    id,
    shortCode: id,
    sourceNumber,
    displayName: id,
    icon: 'M0 0h24v24H0z',
    feedTypes: {
      page: { title: 'Page', schema: z.object({}), label: () => 'page', signIn: 'optional' },
    },
    auth: { kind: 'none' },
    baseUrls: {},
    ...(signedOutStatus ? { signedOutStatus } : {}),
    fetch: () => Promise.reject(new SourceError('needs_reauth', 'The token expired.')),
    normalize: () => {
      throw new Error('no items');
    },
  })();
}

describe.each(testDatabases())(
  'the status of a source whose sign-in was refused on $name',
  (target) => {
    let database: ChorusDatabase;
    const plugins = new PluginHost([
      refusingConnector('toy-expiring', 901, 'token_expired'),
      refusingConnector('toy-refusing', 902),
    ]);
    let deps: ReturnType<typeof testIngestDeps>;

    beforeAll(async () => {
      database = await openMigrated(target);
      deps = testIngestDeps(database.db, plugins);
    });
    afterAll(async () => {
      await deps.close();
      await database.close();
    });

    it('is the connector’s signedOutStatus (LinkedIn’s -1), else needs_reauth (-2)', async () => {
      const { wall } = await seedWall(database.db);
      const statusAfterCrawl = async (network: string) => {
        const source = await seedSource(database.db, wall.id, {
          network,
          feedType: 'page',
          options: {},
        });
        const outcome = await crawlSource(deps, source.id);
        expect(outcome.result).toBe('needs_reauth');
        const row = await findSourceById(database.db, source.id);
        expect(row?.health).toMatchObject({
          state: 'needs_reauth',
          lastError: 'The token expired.',
        });
        return row?.status;
      };
      expect(await statusAfterCrawl('toy-expiring')).toBe('token_expired');
      expect(await statusAfterCrawl('toy-refusing')).toBe('needs_reauth');
    });
  },
);
