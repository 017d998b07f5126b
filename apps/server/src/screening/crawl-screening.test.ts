import { defaultScreeningRules, screeningRulesSchema } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { saveScreeningRules } from '../db/repositories/screening.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crawlSource } from '../ingest/crawl.ts';
import { rssDocument, testIngestDeps, type FeedEntry } from '../ingest/testing.ts';
import { tapScreeningRules } from './plugin.ts';

describe.each(testDatabases())('screening rules in a crawl on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  const feeds = new Map<string, string>();
  const plugins = new PluginHost([rssConnector()]);
  let deps: ReturnType<typeof testIngestDeps>;

  beforeAll(async () => {
    database = await openMigrated(target);
    tapScreeningRules(plugins, database.db);
    network = await startFakeNetwork([
      {
        path: /^\/feeds\//,
        respond: (request) => ({
          headers: { 'content-type': 'application/rss+xml' },
          body: feeds.get(request.path) ?? '',
        }),
      },
    ]);
    deps = testIngestDeps(database.db, plugins);
  });
  afterAll(async () => {
    await deps.close();
    await network.close();
    await database.close();
  });

  async function feedSource(wallId: number, name: string, entries: FeedEntry[], privacy: 0 | 1) {
    feeds.set(`/feeds/${name}`, rssDocument(entries));
    return seedSource(database.db, wallId, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}/feeds/${name}` },
      privacy,
    });
  }

  /** Saves a wall's own rules, anything not given off. */
  const saveWallRules = (wallId: number, rules: Record<string, unknown>) =>
    saveScreeningRules(database.db, wallId, null, screeningRulesSchema.parse(rules));

  const postsOf = (wallId: number) =>
    database.db
      .selectFrom('posts')
      .select(['external_id', 'state', 'screened_rule', 'screened_reason', 'trashed_at'])
      .where('wall_id', '=', wallId)
      .orderBy('external_id')
      .execute();

  it('stores every post in one state with the rule that decided and why', async () => {
    const { wall } = await seedWall(database.db);
    await saveWallRules(wall.id, {
      blockedWords: { words: ['spoiler'] },
      authors: { blocked: ['rss:Troll'], allowed: ['Friendly Fan'] },
      hashtags: { required: ['#ChorusLive'] },
      duplicates: { enabled: true },
    });
    const first = await feedSource(
      wall.id,
      'first',
      [
        { id: 'a1', title: 'Opening night #choruslive was loud', body: '<p>See you!</p>' },
        { id: 'a2', title: 'Huge SP0ILER inside #ChorusLive' },
        { id: 'a3', title: 'No tag on this one' },
        { id: 'a4', title: 'Trolling #ChorusLive', author: 'troll' },
        { id: 'a5', title: 'A fan note #CHORUSLIVE', author: 'Friendly Fan' },
      ],
      1,
    );
    const second = await feedSource(
      wall.id,
      'second',
      [{ id: 'b1', title: 'RT @someone: Opening night #ChorusLive was loud', body: 'See you' }],
      1,
    );

    expect(await crawlSource(deps, first.id)).toMatchObject({ inserted: 5, dropped: 0 });
    expect(await crawlSource(deps, second.id)).toMatchObject({ inserted: 1, dropped: 0 });
    const rows = await postsOf(wall.id);
    expect(
      rows.map((row) => [row.external_id, row.state, row.screened_rule, row.screened_reason]),
    ).toEqual([
      ['a1', 'pending', null, null],
      ['a2', 'removed', 'blockedWords', 'Contains the blocked word "spoiler".'],
      ['a3', 'pending', 'hashtags', 'Carries none of #choruslive.'],
      ['a4', 'removed', 'blockedAuthors', 'Blocked author rss:Troll.'],
      ['a5', 'approved', 'allowedAuthors', 'Allowed author Friendly Fan.'],
      [
        'b1',
        'removed',
        'duplicates',
        expect.stringMatching(/^Same text or picture as post \d+\.$/),
      ],
    ]);
    // Rejected posts are kept, in the trash; nothing else is.
    expect(rows.filter((row) => row.trashed_at !== null).map((row) => row.external_id)).toEqual([
      'a2',
      'a4',
      'b1',
    ]);

    // A second crawl of the same items is no duplicate of itself and changes nothing.
    expect(await crawlSource(deps, first.id)).toMatchObject({ inserted: 0, dropped: 0 });
    expect((await postsOf(wall.id)).map((row) => row.state)).toEqual(rows.map((row) => row.state));
  });

  it("uses a source's own rules before its wall's", async () => {
    const { wall } = await seedWall(database.db);
    await saveWallRules(wall.id, { blockedWords: { words: ['secret'] } });
    const open = await feedSource(wall.id, 'open', [{ id: 'o1', title: 'A secret set list' }], 0);
    const own = await feedSource(wall.id, 'own', [{ id: 'p1', title: 'Another secret' }], 0);
    await saveScreeningRules(database.db, wall.id, own.id, defaultScreeningRules);
    await crawlSource(deps, open.id);
    await crawlSource(deps, own.id);
    expect((await postsOf(wall.id)).map((row) => [row.external_id, row.state])).toEqual([
      ['o1', 'removed'],
      ['p1', 'approved'],
    ]);
  });

  it('reads the rules once per crawl, and a later crawl reads them again', async () => {
    const { wall } = await seedWall(database.db);
    await saveWallRules(wall.id, { blockedWords: { words: ['secret'] } });
    // A host of its own whose tap reads through a database handle that counts rule reads.
    let ruleReads = 0;
    const counting = database.db.withPlugin({
      transformQuery(args) {
        if (JSON.stringify(args.node).includes('"screening_rules"')) ruleReads += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const host = new PluginHost([rssConnector()]);
    tapScreeningRules(host, counting);
    const counted = testIngestDeps(database.db, host);
    try {
      const entries = Array.from({ length: 30 }, (_, index) => ({
        id: `r${index}`,
        title: index % 3 === 0 ? `A secret, number ${index}` : `Open news, number ${index}`,
      }));
      const source = await feedSource(wall.id, 'counted', entries, 0);
      expect(await crawlSource(counted, source.id)).toMatchObject({ inserted: 30 });
      // The source's own rules (none), then the wall's: two reads for thirty new posts.
      expect(ruleReads).toBe(2);
      const states = await postsOf(wall.id);
      expect(states.filter((row) => row.state === 'removed')).toHaveLength(10);

      // New rules apply from the next crawl on.
      await saveWallRules(wall.id, { blockedWords: { words: ['open'] } });
      feeds.set('/feeds/counted', rssDocument([...entries, { id: 'r30', title: 'Open doors' }]));
      ruleReads = 0;
      expect(await crawlSource(counted, source.id)).toMatchObject({ inserted: 1 });
      expect(ruleReads).toBe(2);
      const last = (await postsOf(wall.id)).find((row) => row.external_id === 'r30');
      expect(last).toMatchObject({ state: 'removed', screened_rule: 'blockedWords' });
    } finally {
      await counted.close();
    }
  });
});
