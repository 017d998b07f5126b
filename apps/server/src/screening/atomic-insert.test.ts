/**
 * A rejected post is never in no place: the pipeline writes its state, the trash time and the
 * rule that decided (and why) with the post, in the one insert. A kill right after that
 * statement leaves it in the trash with its reason; there is no second write to lose.
 */
import { screeningRulesSchema, type NormalizedPost } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { TableNode, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import { saveScreeningRules } from '../db/repositories/screening.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { silentLogger } from '../ingest/deps.ts';
import { storePost } from '../ingest/pipeline.ts';
import { toDomainSource } from '../ingest/source-model.ts';
import { tapScreeningRules } from './plugin.ts';

/** Records every statement that writes to a table: its kind and table. */
function writeRecorder(): { plugin: KyselyPlugin; writes: string[] } {
  const writes: string[] = [];
  const nameOf = (table: OperationNode | undefined) =>
    table && TableNode.is(table) ? table.table.identifier.name : undefined;
  const tableOf = (node: RootOperationNode): string | undefined => {
    if (node.kind === 'InsertQueryNode') return nameOf(node.into);
    if (node.kind === 'UpdateQueryNode') return nameOf(node.table);
    if (node.kind === 'DeleteQueryNode') return nameOf(node.from.froms[0]);
    return undefined;
  };
  return {
    writes,
    plugin: {
      transformQuery: ({ node }) => {
        const table = tableOf(node);
        if (table) writes.push(`${node.kind} ${table}`);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    },
  };
}

const post = (externalId: string, title: string): NormalizedPost => ({
  externalId,
  network: 'rss',
  author: { name: 'Ada' },
  title,
  description: '<p>From the front row</p>',
  url: null,
  media: [],
  createdAt: 1_763_000_000,
  likes: 0,
  comments: 0,
});

describe.each(testDatabases())('a screened post is stored in one write on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('inserts a rejected post straight into the trash, with its rule and reason', async () => {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    const { post: stored, change } = await upsertPost(database.db, {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: 'rejected-1',
      createdAt: 1_763_000_000,
      initialState: 'removed',
      screening: {
        rule: 'blockedWords',
        reason: 'Contains the blocked word "spoiler".',
        verdict: 'reject',
        textFingerprint: null,
        mediaFingerprint: null,
      },
    });
    expect(change).toBe('inserted');
    expect(stored).toMatchObject({
      state: 'removed',
      screened_rule: 'blockedWords',
      screened_reason: 'Contains the blocked word "spoiler".',
      screened_verdict: 'reject',
    });
    expect(stored.trashed_at).toBeInstanceOf(Date);

    // A post that is not rejected is not in the trash.
    const kept = await upsertPost(database.db, {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: 'held-1',
      createdAt: 1_763_000_000,
      initialState: 'pending',
      screening: {
        rule: 'hashtags',
        reason: 'Carries none of #chorus.',
        verdict: 'hold',
        textFingerprint: null,
        mediaFingerprint: null,
      },
    });
    expect(kept.post).toMatchObject({
      state: 'pending',
      screened_rule: 'hashtags',
      screened_verdict: 'hold',
    });
    expect(kept.post.trashed_at).toBeNull();
  });

  it('refuses a stored verdict other than approve, hold or reject', async () => {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    const { post: stored } = await upsertPost(database.db, {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: 'checked-1',
      createdAt: 1_763_000_000,
      initialState: 'pending',
    });
    expect(stored.screened_verdict).toBeNull();
    await expect(
      database.db
        .updateTable('posts')
        .set({ screened_verdict: 'maybe' as never })
        .where('id', '=', stored.id)
        .execute(),
    ).rejects.toThrow(/screened_verdict/);
  });

  it('writes the post once in the pipeline: no second statement sets the trash or the rule', async () => {
    const { wall } = await seedWall(database.db);
    const row = await seedSource(database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: 'https://news.example.org/feed' },
      privacy: 1,
    });
    await saveScreeningRules(
      database.db,
      wall.id,
      null,
      screeningRulesSchema.parse({ blockedWords: { words: ['spoiler'] } }),
    );
    const recorder = writeRecorder();
    const db = database.db.withPlugin(recorder.plugin);
    const plugins = new PluginHost([]);
    tapScreeningRules(plugins, db);

    const outcome = await storePost(
      { db, plugins, logger: silentLogger },
      row,
      toDomainSource(row),
      post('s1', 'A huge Spoiler about the finale'),
    );
    expect(outcome).toMatchObject({ change: 'inserted' });
    expect(recorder.writes).toEqual(['InsertQueryNode posts']);

    const stored = await database.db
      .selectFrom('posts')
      .select([
        'state',
        'screened_rule',
        'screened_reason',
        'screened_verdict',
        'trashed_at',
        'text_fingerprint',
      ])
      .where('source_id', '=', row.id)
      .where('external_id', '=', 's1')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      state: 'removed',
      screened_rule: 'blockedWords',
      screened_reason: 'Contains the blocked word "spoiler".',
      screened_verdict: 'reject',
    });
    expect(stored.trashed_at).toBeInstanceOf(Date);
    expect(stored.text_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });
});
