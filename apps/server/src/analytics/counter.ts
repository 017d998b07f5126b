/**
 * The analytics counter: wall views, unique visitors, post opens, CTA and share clicks, added
 * up in memory and written every few seconds (and on close) as one multi-row upsert of counts,
 * so a wall view never waits on the database.
 *
 * A unique visitor is a salted hash, never the address: at the view, only SHA-256 of wall,
 * address and user agent is held in memory; at the flush it is hashed again with the day's
 * random salt (analytics_salts, shared by every process, deleted once the day is over), and
 * that salted hash goes to analytics_visitors, where a repeat the same day is ignored. Both
 * tables lose a day's rows when the day is over, so yesterday's visitors cannot be linked to
 * today's, and nothing of the address is ever written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { analyticsDb, utcDay, type AnalyticsDb, type AnalyticsKind } from './tables.ts';

/** How often pending counts are written: every five seconds. */
export const analyticsFlushMs = 5_000;

/** Distinct visitors held for one flush at most; past that, visitors wait for the next one. */
const maxPendingVisitors = 50_000;

/** Options of {@link AnalyticsCounter}. */
export interface AnalyticsCounterOptions {
  /** The clock (tests move it across midnight). */
  readonly now?: () => Date;
  /** Period of the automatic flush; 0 turns it off (tests call `flush()`). */
  readonly flushMs?: number;
  /** Where a failed flush is reported. */
  readonly onError?: (error: unknown) => void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The unsalted first step of a visitor hash: it never leaves memory. */
export function visitorKey(wallId: number, address: string, userAgent: string): string {
  return sha256(`${wallId}\n${address}\n${userAgent}`);
}

/** The stored visitor hash: the day's salt and the first step. */
export function saltedVisitorHash(salt: string, key: string): string {
  return sha256(`${salt}\n${key}`);
}

/** The salt of a day, made once by whichever process asks first. */
export async function daySalt(db: AnalyticsDb, day: string): Promise<string> {
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Adds up counts in memory and writes them in batches. */
export class AnalyticsCounter {
  readonly #db: AnalyticsDb;
  readonly #now: () => Date;
  readonly #onError: (error: unknown) => void;
  /** `wall|day|kind` → count. */
  #counts = new Map<string, number>();
  /** `wall|day` → first-step visitor keys seen since the last flush. */
  #visitors = new Map<string, Set<string>>();
  #pendingVisitors = 0;
  /** The last day whose old salts and visitor hashes were cleared. */
  #clearedBefore: string | null = null;
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  /** Number of flushes that wrote something (tests, the bench). */
  writes = 0;

  constructor(db: Kysely<Database>, options: AnalyticsCounterOptions = {}) {
    this.#db = analyticsDb(db);
    this.#now = options.now ?? (() => new Date());
    this.#onError = options.onError ?? (() => {});
    const every = options.flushMs ?? analyticsFlushMs;
    if (every > 0) {
      this.#timer = setInterval(() => void this.flush(), every);
      this.#timer.unref();
    }
  }

  /** Counts one event of a wall now. */
  count(wallId: number, kind: AnalyticsKind, by = 1): void {
    const key = `${wallId}|${utcDay(this.#now())}|${kind}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + by);
  }

  /** Counts a wall page drawn for a visitor: a view, and a visitor if new today. */
  view(wallId: number, address: string, userAgent: string): void {
    this.count(wallId, 'view');
    if (this.#pendingVisitors >= maxPendingVisitors) return;
    const key = `${wallId}|${utcDay(this.#now())}`;
    let seen = this.#visitors.get(key);
    if (!seen) this.#visitors.set(key, (seen = new Set()));
    const before = seen.size;
    seen.add(visitorKey(wallId, address, userAgent));
    if (seen.size > before) this.#pendingVisitors += 1;
  }

  /** Whether anything waits to be written. */
  get pending(): boolean {
    return this.#counts.size > 0 || this.#visitors.size > 0;
  }

  /** Writes what is pending (one flush at a time); resolves once written or failed. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write()).catch(this.#onError);
    return this.#flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  async #write(): Promise<void> {
    const today = utcDay(this.#now());
    if (this.#clearedBefore !== today) {
      // The salts and visitor hashes of past days go: nothing can link days any more.
      await this.#db.deleteFrom('analytics_visitors').where('day', '<', today).execute();
      await this.#db.deleteFrom('analytics_salts').where('day', '<', today).execute();
      this.#clearedBefore = today;
    }
    if (!this.pending) return;
    const counts = this.#counts;
    const visitors = this.#visitors;
    this.#counts = new Map();
    this.#visitors = new Map();
    this.#pendingVisitors = 0;
    try {
      await this.#writeVisitors(visitors, counts);
      await this.#writeCounts(counts);
      this.writes += 1;
    } catch (error) {
      // Counts are kept for the next flush; visitors seen again will be counted then.
      for (const [key, value] of counts)
        this.#counts.set(key, (this.#counts.get(key) ?? 0) + value);
      throw error;
    }
  }

  /** Stores the day's salted hashes; each one new today adds a visitor to `counts`. */
  async #writeVisitors(
    visitors: Map<string, Set<string>>,
    counts: Map<string, number>,
  ): Promise<void> {
    const today = utcDay(this.#now());
    const rows: { wall_id: number; day: string; hash: string }[] = [];
    const salts = new Map<string, string>();
    for (const [key, keys] of visitors) {
      const [wall, day] = key.split('|') as [string, string];
      // A visitor of a day already over (a flush just after midnight) is not kept: its salt
      // may be gone, and a new one would count them again.
      if (day < today) continue;
      let salt = salts.get(day);
      if (salt === undefined) salts.set(day, (salt = await daySalt(this.#db, day)));
      for (const visitor of keys) {
        rows.push({ wall_id: Number(wall), day, hash: saltedVisitorHash(salt, visitor) });
      }
    }
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((row) => sql`(${row.wall_id}::bigint, ${row.day}::date, ${row.hash}::text)`),
    );
    // Walls deleted meanwhile are left out (the join), and a hash already stored today is not
    // counted again (on conflict do nothing).
    const inserted = await sql<{ wall_id: string | number; day: string }>`
      insert into analytics_visitors (wall_id, day, hash)
      select v.wall_id, v.day, v.hash from (values ${values}) as v (wall_id, day, hash)
      join walls on walls.id = v.wall_id
      on conflict do nothing
      returning wall_id, day::text as day`.execute(this.#db);
    for (const row of inserted.rows) {
      const key = `${Number(row.wall_id)}|${row.day}|visitor`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }

  /** One multi-row upsert of every pending count. */
  async #writeCounts(counts: Map<string, number>): Promise<void> {
    if (counts.size === 0) return;
    const values = sql.join(
      [...counts].map(([key, count]) => {
        const [wall, day, kind] = key.split('|') as [string, string, string];
        return sql`(${Number(wall)}::bigint, ${day}::date, ${kind}::text, ${count}::integer)`;
      }),
    );
    await sql`
      insert into analytics_daily (wall_id, day, kind, count)
      select v.wall_id, v.day, v.kind, v.count from (values ${values}) as v (wall_id, day, kind, count)
      join walls on walls.id = v.wall_id
      on conflict (wall_id, day, kind) do update set count = analytics_daily.count + excluded.count`.execute(
      this.#db,
    );
  }
}
