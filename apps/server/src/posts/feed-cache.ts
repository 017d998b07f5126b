/**
 * The wall feed cache: the serialized JSON of `GET /api/posts` per wall and normalized query,
 * with its ETag. Bounded by entries and bytes (least recently used goes first) and by age;
 * invalidated per wall by moderation, ingestion and wall setting changes (see
 * feed-cache-wiring.ts for what calls {@link FeedCache.invalidateWall}).
 */
import { createHash } from 'node:crypto';

/** Limits of a {@link FeedCache}. */
export interface FeedCacheOptions {
  /** Entries kept at most (500). */
  readonly maxEntries?: number;
  /** Bytes of JSON kept at most (32 MiB). */
  readonly maxBytes?: number;
  /**
   * How long an entry is served, in ms (10 s): the bound on staleness for changes no hook
   * reports here, such as a wall setting saved by another server process.
   */
  readonly ttlMs?: number;
  /** Walls whose invalidation time is remembered at most (10000). */
  readonly maxTrackedWalls?: number;
  /** The clock, in ms (tests move it). */
  readonly now?: () => number;
}

/** One cached response body. */
export interface CachedFeed {
  /** The JSON, exactly as sent. */
  readonly body: string;
  /** A strong ETag of the body, quoted. */
  readonly etag: string;
}

interface Entry extends CachedFeed {
  readonly wallId: number;
  readonly bytes: number;
  readonly expiresAt: number;
}

/** What a read under way remembers, so an invalidation during it keeps its result out. */
export type ReadTicket = number;

/** The quoted ETag of a body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A bounded LRU of feed bodies, grouped by wall for invalidation. */
export class FeedCache {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #maxTrackedWalls: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  readonly #keysByWall = new Map<number, Set<string>>();
  readonly #invalidatedAt = new Map<number, number>();
  #clock = 0;
  #forgottenUpTo = 0;
  #bytes = 0;

  /** Called when a wall gets its first entry (to start listening for its changes). */
  onWallCached: (wallId: number) => void = () => {};
  /** Called when a wall's last entry goes (to stop listening). */
  onWallEmptied: (wallId: number) => void = () => {};

  /** Hits and misses since creation, for the bench and the logs. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: FeedCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.#ttlMs = options.ttlMs ?? 10_000;
    this.#maxTrackedWalls = options.maxTrackedWalls ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** Entries and bytes held now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** The cached body of a wall's query, if fresh; counts a hit or a miss. */
  get(wallId: number, query: string): CachedFeed | undefined {
    const entry = this.#fresh(keyOf(wallId, query));
    this.stats[entry ? 'hits' : 'misses'] += 1;
    return entry;
  }

  /**
   * Whether `entry` is still the fresh body of a wall's query (not dropped, replaced or
   * expired since it was read); counts a hit when it is.
   */
  holds(wallId: number, query: string, entry: CachedFeed): boolean {
    const key = keyOf(wallId, query);
    if (this.#entries.get(key) !== entry || !this.#fresh(key)) return false;
    this.stats.hits += 1;
    return true;
  }

  /** The entry under `key` if fresh, made the youngest; an expired one is dropped. */
  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#delete(key, entry);
      return undefined;
    }
    // Re-inserting moves the entry to the young end of the Map's order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Take one before reading the database for a miss; hand it to {@link set}. */
  ticket(): ReadTicket {
    return this.#clock;
  }

  /**
   * Stores a body read under `ticket`, unless the wall was invalidated since (the read may
   * have seen the old data) or the body alone exceeds the byte bound. Returns the body with
   * its ETag either way. `ttlMs` shortens this entry's life below the cache's own.
   */
  set(
    wallId: number,
    query: string,
    body: string,
    ticket: ReadTicket,
    ttlMs: number = this.#ttlMs,
  ): CachedFeed {
    const bytes = Buffer.byteLength(body);
    const entry: Entry = {
      wallId,
      body,
      etag: etagOf(body),
      bytes,
      expiresAt: this.#now() + Math.min(ttlMs, this.#ttlMs),
    };
    const invalidated = Math.max(this.#forgottenUpTo, this.#invalidatedAt.get(wallId) ?? 0);
    if (invalidated > ticket || bytes > this.#maxBytes) return entry;
    const key = keyOf(wallId, query);
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    let keys = this.#keysByWall.get(wallId);
    if (!keys) {
      this.#keysByWall.set(wallId, (keys = new Set()));
      this.onWallCached(wallId);
    }
    keys.add(key);
    this.#evict();
    return entry;
  }

  /** Drops every entry of a wall, and keeps reads already under way from storing. */
  invalidateWall(wallId: number): void {
    this.#clock += 1;
    this.#invalidatedAt.delete(wallId);
    this.#invalidatedAt.set(wallId, this.#clock);
    if (this.#invalidatedAt.size > this.#maxTrackedWalls) {
      const [oldestWall, at] = this.#invalidatedAt.entries().next().value ?? [0, 0];
      this.#invalidatedAt.delete(oldestWall);
      this.#forgottenUpTo = Math.max(this.#forgottenUpTo, at);
    }
    const keys = this.#keysByWall.get(wallId);
    if (!keys) return;
    for (const key of [...keys]) {
      const entry = this.#entries.get(key);
      if (entry) this.#delete(key, entry);
    }
  }

  /** Drops everything. */
  clear(): void {
    for (const wallId of [...this.#keysByWall.keys()]) this.invalidateWall(wallId);
  }

  #evict(): void {
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.entries().next().value;
      if (!oldest) return;
      this.#delete(oldest[0], oldest[1]);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    const keys = this.#keysByWall.get(entry.wallId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) {
      this.#keysByWall.delete(entry.wallId);
      this.onWallEmptied(entry.wallId);
    }
  }
}

function keyOf(wallId: number, query: string): string {
  return `${wallId}\n${query}`;
}
