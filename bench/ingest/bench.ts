/**
 * The ingest figures of the benchmark table: the connector's parse, its parse + normalize +
 * sanitize, and the crawl engine's fetch + parse + sanitize + upsert on PGlite and PostgreSQL,
 * each in items per second beside the bare XML parse of the same bytes in the same run.
 */
import type { Benchmark } from '../lib/bench.ts';
import { benchDatabases } from '../lib/databases.ts';
import { recordBlueskyIngest } from './bluesky.ts';
import { recordMastodonIngest } from './mastodon.ts';
import { crawlLegs, type CrawlBench } from './rss-crawl.ts';
import { bareSaxesLeg, measureRssIngest, parseLegs } from './rss-parse.ts';

/** `bench/ingest` as a benchmark of the table. */
export const ingestBench: Benchmark = {
  id: 'ingest',
  title: 'Ingest (RSS)',
  budgetSeconds: (quick) => (quick ? 120 : 600),
  async run(options, recorder) {
    const items = options.quick ? 500 : 5_000;
    const benches: CrawlBench[] = [];
    try {
      const targets = benchDatabases(options.postgresUrl, recorder);
      for (const target of targets) {
        benches.push(await crawlLegs(target, items));
      }
      const legs = [...parseLegs, ...benches.flatMap((bench) => bench.legs)];
      options.log(`ingest: a feed of ${items} items, ${legs.length} legs`);
      const { bytes, results } = await measureRssIngest({
        items,
        legs,
        rounds: options.quick ? 1 : 3,
        maxLegSeconds: options.quick ? 10 : 30,
      });
      const floor = results.find((result) => result.name === bareSaxesLeg.name);
      for (const result of results) {
        if (result === floor) continue;
        recorder.figure({
          name: result.name,
          value: result.itemsPerSecond,
          unit: 'items/s',
          peer: 'bare XML parse (saxes)',
          peerValue: floor?.itemsPerSecond ?? null,
          better: 'higher',
          note: `${items} items, ${(bytes / 1e6).toFixed(1)} MB`,
        });
      }
      await recordBlueskyIngest(options, recorder, targets);
      await recordMastodonIngest(options, recorder, targets);
    } finally {
      for (const bench of benches) await bench.close();
    }
  },
};
