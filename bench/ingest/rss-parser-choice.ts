/**
 * The measurement behind "RSS parser choice" in docs/connectors.md: the connector's own parser
 * beside feed libraries from npm, on the project's fixtures (correctness) and on one large
 * generated feed (posts/s over the same bytes). The libraries are not dependencies of
 * Chorus; install them in a scratch folder and point this script at it:
 *
 *   mkdir /tmp/feed-libs && cd /tmp/feed-libs && npm init -y && npm install \
 *     @rowanmanning/feed-parser feedsmith rss-parser @extractus/feed-extractor
 *   npx tsx bench/ingest/rss-parser-choice.ts /tmp/feed-libs
 *
 * Correctness: for every item of every fixture, its title, text, date, author name and link
 * (the facts the connector's tests assert) are compared with what each parser gives. Author
 * and link include Chorus's own fallbacks (the feed as author, a permalink guid, relative
 * links resolved), which would stay in Chorus over any library: they are counted apart. A
 * document the connector refuses (an HTML page, an entity bomb) must be refused or give no
 * item. Pathological documents (pathological.test.ts) are timed: a parser must end on them.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlToText } from '@chorus/connector-kit';
import { parseFeed, parseFeedDate, type FeedItem } from '@chorus/connector-rss';
import { decodeFeedBytes } from '../../plugins/connectors/rss/src/parse/decode.ts';
import { largeRssFeed } from './rss-feed.ts';

/** The facts compared, per item. */
interface Facts {
  readonly title: string;
  readonly text: string;
  readonly author: string;
  readonly date: number | null;
  readonly link: string;
}

/** A parser under test: its items (a throw for a refused document), and their facts. */
interface Candidate {
  readonly name: string;
  /** Decoding and parsing only: what posts/s measures. */
  readonly parse: (bytes: Uint8Array) => Promise<unknown[]>;
  readonly facts: (item: unknown) => Facts;
}

type Loose = Record<string, unknown> | undefined;
/** The libraries read strings: the connector's own decoder, which a switch would keep, gives them. */
const decode = (bytes: Uint8Array): string => decodeFeedBytes(bytes, null).text;
/** feedsmith gives Atom text constructs as `{ value, type }`. */
const valueOf = (construct: unknown): unknown =>
  typeof construct === 'object' && construct !== null ? field(construct, 'value') : construct;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const field = (object: unknown, key: string): unknown => (object as Loose)?.[key];
const flat = (text: string): string =>
  htmlToText(text.slice(0, 20_000)).replace(/\s+/g, ' ').trim().slice(0, 200);
/** Libraries that leave dates as written get Chorus's date reader: a switch would keep it. */
const unix = (value: unknown): number | null => {
  if (!(value instanceof Date)) return parseFeedDate(str(value));
  const ms = value.getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};
const facts = (f: {
  title: unknown;
  text: unknown;
  author: unknown;
  date: unknown;
  link: unknown;
}): Facts => ({
  title: flat(str(f.title)),
  text: flat(str(f.text)),
  author: str(f.author).trim(),
  date: unix(f.date),
  link: str(f.link).trim(),
});

function candidates(libs: string): Candidate[] {
  const load = createRequire(join(libs, 'package.json'));
  const rowan = load('@rowanmanning/feed-parser') as { parseFeed(xml: string): unknown };
  const feedsmith = load('feedsmith') as { parseFeed(xml: string): unknown };
  const RssParser = load('rss-parser') as new () => { parseString(xml: string): Promise<unknown> };
  const extractus = load('@extractus/feed-extractor') as {
    extractFromXml(xml: string, options: object): unknown;
    extractFromJson(json: unknown, options: object): unknown;
  };
  const rssParser = new RssParser();
  return [
    {
      name: 'Chorus parser (saxes)',
      parse: async (bytes) => [...parseFeed(bytes, { url: null, fetchedAt: 0 }).items],
      facts: (item) => {
        const read = item as FeedItem;
        return facts({
          title: read.title,
          text: read.contentHtml,
          author: read.author.name,
          date: read.publishedEstimated ? null : new Date(read.publishedAt * 1000),
          link: read.link,
        });
      },
    },
    {
      name: '@rowanmanning/feed-parser 2.1.5',
      parse: async (bytes) => field(rowan.parseFeed(decode(bytes)), 'items') as unknown[],
      facts: (item) =>
        facts({
          title: field(item, 'title'),
          text: field(item, 'content') ?? field(item, 'description'),
          author: field((field(item, 'authors') as unknown[])[0], 'name'),
          date: field(item, 'published') ?? field(item, 'updated'),
          link: field(item, 'url'),
        }),
    },
    {
      name: 'feedsmith 3.0.1',
      parse: async (bytes) => {
        const parsed = feedsmith.parseFeed(decode(bytes)) as { feed: Loose };
        return (field(parsed.feed, 'items') ?? field(parsed.feed, 'entries') ?? []) as unknown[];
      },
      facts: (item) => {
        const content = field(item, 'content');
        const author = field(item, 'authors') ?? field(field(item, 'dc'), 'creators');
        const first = Array.isArray(author) ? author[0] : author;
        return facts({
          title: valueOf(field(item, 'title')),
          text:
            field(content, 'encoded') ??
            valueOf(content) ??
            field(item, 'content_html') ??
            field(item, 'content_text') ??
            field(item, 'description') ??
            valueOf(field(item, 'summary')),
          author: typeof first === 'string' ? first : field(first, 'name'),
          date:
            field(item, 'pubDate') ??
            field(item, 'published') ??
            field(item, 'date_published') ??
            field(item, 'updated') ??
            field(item, 'date_modified') ??
            (field(field(item, 'dc'), 'dates') as unknown[] | undefined)?.[0],
          link:
            typeof field(item, 'link') === 'string'
              ? field(item, 'link')
              : (field(item, 'url') ??
                field((field(item, 'links') as unknown[] | undefined)?.[0], 'href')),
        });
      },
    },
    {
      name: 'rss-parser 3.13.0',
      parse: async (bytes) =>
        field(await rssParser.parseString(decode(bytes)), 'items') as unknown[],
      facts: (item) =>
        facts({
          title: field(item, 'title'),
          text: field(item, 'content:encoded') ?? field(item, 'content'),
          author: field(item, 'creator') ?? field(item, 'author'),
          date: field(item, 'isoDate'),
          link: field(item, 'link'),
        }),
    },
    {
      name: '@extractus/feed-extractor 8.0.3',
      parse: async (bytes) => {
        const text = decode(bytes);
        const options = { descriptionMaxLen: 0, normalization: true };
        const parsed = text.trimStart().startsWith('{')
          ? extractus.extractFromJson(JSON.parse(text), options)
          : extractus.extractFromXml(text, options);
        return (field(parsed, 'entries') ?? []) as unknown[];
      },
      facts: (item) =>
        facts({
          title: field(item, 'title'),
          text: field(item, 'description'),
          author: '',
          date: field(item, 'published'),
          link: field(item, 'link'),
        }),
    },
  ];
}

/** A candidate's facts for every item of a document; throws for a refused one. */
async function readFacts(candidate: Candidate, bytes: Uint8Array): Promise<Facts[]> {
  return (await candidate.parse(bytes)).map(candidate.facts);
}

/** Facts equal field by field; an empty reference field is not counted. */
function score(
  reference: Facts[],
  got: Facts[],
  keys: readonly (keyof Facts)[],
): { right: number; total: number } {
  let right = 0;
  let total = 0;
  reference.forEach((expected, index) => {
    for (const key of keys) {
      if (expected[key] === '' || expected[key] === null) continue;
      total += 1;
      if (got[index]?.[key] === expected[key]) right += 1;
      // MISSES=1 prints every difference, to tell a parser's miss from an adapter's.
      else if (process.env.MISSES) console.log(`  ${key}: ${expected[key]} | ${got[index]?.[key]}`);
    }
  });
  return { right, total };
}

const refused = new Set(['not-a-feed.html', 'billion-laughs.xml']);

const mb = 1024 * 1024;

/** The documents of pathological.test.ts. */
const pathologicalDocuments = (): string[] => [
  `<rss>&amp;${'<![CDATA[&'.repeat(700_000)}`,
  `<rss><channel><item><guid>1</guid><title>${'&'.repeat(2 * mb)}</title></item></channel></rss>`,
  `<rss><channel><item><guid>1</guid><description>${'&lt;img '.repeat(500_000)}</description></item></channel></rss>`,
  `<rss><channel><item><guid>1</guid><title>a${'</b>'.repeat(500_000)}b</title></item></channel></rss>`,
  `<rss><channel><item>${'<p>'.repeat(mb)}</item></channel></rss>`,
];

/** Seconds one candidate takes over the pathological documents, in a child process. */
function timePathological(libs: string, index: number): string {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), libs, '--pathological', String(index)],
    { timeout: pathologicalLimitSeconds * 1000, stdio: 'ignore' },
  );
  const seconds = (performance.now() - started) / 1000;
  return child.status === 0 ? seconds.toFixed(1) : `no end in ${pathologicalLimitSeconds} s`;
}

/** Reads every pathological document with one candidate (run in a child process). */
async function readPathological(libs: string, index: number): Promise<void> {
  const candidate = candidates(libs)[index]!;
  for (const document of pathologicalDocuments()) {
    await readFacts(candidate, new TextEncoder().encode(document)).catch(() => null);
  }
}

const pathologicalLimitSeconds = 60;

async function main(libs: string): Promise<void> {
  const folder = fileURLToPath(
    new URL('../../plugins/connectors/rss/src/__fixtures__/', import.meta.url),
  );
  const names = readdirSync(folder).filter((name) => /\.(xml|rdf|json|html)$/.test(name));
  const list = candidates(libs);
  const [reference] = list;
  console.log(
    'parser | title, text, date right | author, link right | refusals right | fixtures failed | pathological (s)',
  );
  for (const [index, candidate] of list.entries()) {
    if (process.env.SPEED_ONLY) break;
    // ONLY=feedsmith checks the candidates whose name starts so (and the reference).
    if (index > 0 && !candidate.name.startsWith(process.env.ONLY ?? '')) continue;
    const own = { right: 0, total: 0 };
    const people = { right: 0, total: 0 };
    let refusalsRight = 0;
    const crashed: string[] = [];
    for (const name of names) {
      const bytes = readFileSync(join(folder, name));
      const got = await readFacts(candidate, bytes).catch(() => null);
      if (refused.has(name)) {
        if (got === null || got.length === 0) refusalsRight += 1;
        continue;
      }
      if (got === null) crashed.push(name);
      const expected = await readFacts(reference!, bytes);
      if (process.env.MISSES) console.log(`${candidate.name} ${name}`);
      for (const [sum, keys] of [
        [own, ['title', 'text', 'date']],
        [people, ['author', 'link']],
      ] as const) {
        const result = score(expected, got ?? [], keys);
        sum.right += result.right;
        sum.total += result.total;
      }
    }
    console.log(
      [
        candidate.name,
        `${own.right}/${own.total}`,
        `${people.right}/${people.total}`,
        `${refusalsRight}/${refused.size}`,
        crashed.join(' ') || 'none',
        timePathological(libs, index),
      ].join(' | '),
    );
  }
  await measureSpeed(list);
}

/**
 * Posts per second on one large feed. Rounds alternate between the parsers and each keeps its
 * best, so that a busy machine slows them all alike.
 */
async function measureSpeed(list: readonly Candidate[]): Promise<void> {
  const large = largeRssFeed(5_000);
  const best = list.map(() => Number.POSITIVE_INFINITY);
  const items = list.map(() => 0);
  for (let round = 0; round < 7; round++) {
    for (const [index, candidate] of list.entries()) {
      const started = performance.now();
      items[index] = (await candidate.parse(large)).length;
      best[index] = Math.min(best[index]!, performance.now() - started);
    }
  }
  console.log(
    `\nposts/s on a 5,000-item RSS feed of ${(large.byteLength / 1e6).toFixed(1)} MB, best of 7 alternating rounds`,
  );
  list.forEach((candidate, index) => {
    const rate = Math.round((items[index]! / best[index]!) * 1000).toLocaleString('en');
    console.log(`${candidate.name} | ${rate}`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const libs = process.argv[2];
  if (!libs)
    throw new Error('Usage: tsx bench/ingest/rss-parser-choice.ts <folder with the libraries>');
  if (process.argv[3] === '--pathological') await readPathological(libs, Number(process.argv[4]));
  else await main(libs);
}
