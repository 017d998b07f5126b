/**
 * The wall feed cache: the serialized JSON of `GET /api/posts` per wall and normalized query,
 * with its ETag. Bounded by entries and bytes (least recently used goes first) and by age;
 * invalidated per wall by moderation, ingestion and wall setting changes (see
 * feed-cache-wiring.ts for what calls {@link FeedCache.invalidateWall}).
 *
 * Beside whole pages it keeps each post's public JSON as the last page of its wall wrote it,
 * so that a page not cached yet (another `ref_timestamp` while scrolling) reads only which
 * posts it holds from the database. Those go with their wall's pages, on the same
 * invalidations and under the same age limit.
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
  /** Characters of post JSON kept at most, over all walls (8 Mi); 0 keeps none. */
  readonly maxPostChars?: number;
}

/** One cached response body. */
export interface CachedFeed {
  /** The JSON, exactly as sent. */
  readonly body: string;
  /** A strong ETag of the body, quoted. */
  readonly etag: string;
}

/** The post JSON kept for one wall, from its first post until the age limit. */
interface WallPosts {
  readonly json: Map<number, string>;
  readonly expiresAt: number;
  chars: number;
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
  readonly #maxPostChars: number;
  readonly #postsByWall = new Map<number, WallPosts>();
  #clock = 0;
  #forgottenUpTo = 0;
  #bytes = 0;
  #postChars = 0;

  /** Called when a wall gets its first entry (to start listening for its changes). */
  onWallCached: (wallId: number) => void = () => {};
  /** Called when a wall's last entry goes (to stop listening). */
  onWallEmptied: (wallId: number) => void = () => {};

  /** Page and post hits and misses since creation, for the bench and the logs. */
  readonly stats = { hits: 0, misses: 0, postHits: 0, postMisses: 0 };

  constructor(options: FeedCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.#ttlMs = options.ttlMs ?? 10_000;
    this.#maxTrackedWalls = options.maxTrackedWalls ?? 10_000;
    this.#now = options.now ?? Date.now;
    this.#maxPostChars = options.maxPostChars ?? 8 * 1024 * 1024;
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
    if (this.#invalidatedSince(wallId, ticket) || bytes > this.#maxBytes) {
      // A wall with no page kept is not followed for changes: its post JSON goes too.
      if (!this.#keysByWall.has(wallId)) this.#dropPosts(wallId);
      return entry;
    }
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

  /** A post's public JSON as its wall's pages last wrote it, if kept and fresh; counted. */
  postJson(wallId: number, postId: number): string | undefined {
    const held = this.#postsByWall.get(wallId);
    let json: string | undefined;
    if (held && held.expiresAt <= this.#now()) this.#dropPosts(wallId);
    else json = held?.json.get(postId);
    this.stats[json === undefined ? 'postMisses' : 'postHits'] += 1;
    return json;
  }

  /**
   * How much longer, in ms, the post JSON kept for a wall may be used (0 when none is kept):
   * a page written from it is kept no longer than that.
   */
  postJsonFreshFor(wallId: number): number {
    const held = this.#postsByWall.get(wallId);
    return held ? Math.max(0, held.expiresAt - this.#now()) : 0;
  }

  /**
   * Keeps a post's public JSON read under `ticket`, unless its wall was invalidated since.
   * The walls that kept post JSON first are forgotten first when over the bound. Kept only
   * while the wall has a page kept (from the page this JSON goes into), whose following of
   * changes from other processes keeps both true.
   */
  setPostJson(wallId: number, postId: number, json: string, ticket: ReadTicket): void {
    if (json.length > this.#maxPostChars || this.#invalidatedSince(wallId, ticket)) return;
    let held = this.#postsByWall.get(wallId);
    if (!held) {
      held = { json: new Map(), expiresAt: this.#now() + this.#ttlMs, chars: 0 };
      this.#postsByWall.set(wallId, held);
    }
    const previous = held.json.get(postId);
    held.json.set(postId, json);
    const grown = json.length - (previous?.length ?? 0);
    held.chars += grown;
    this.#postChars += grown;
    while (this.#postChars > this.#maxPostChars) {
      const oldest = this.#postsByWall.keys().next();
      if (oldest.done) return;
      this.#dropPosts(oldest.value);
    }
  }

  #invalidatedSince(wallId: number, ticket: ReadTicket): boolean {
    return Math.max(this.#forgottenUpTo, this.#invalidatedAt.get(wallId) ?? 0) > ticket;
  }

  #dropPosts(wallId: number): void {
    const held = this.#postsByWall.get(wallId);
    if (!held) return;
    this.#postsByWall.delete(wallId);
    this.#postChars -= held.chars;
  }

  /** Drops every entry of a wall, and keeps reads already under way from storing. */
  invalidateWall(wallId: number): void {
    this.#dropPosts(wallId);
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
    for (const wallId of [...this.#keysByWall.keys(), ...this.#postsByWall.keys()]) {
      this.invalidateWall(wallId);
    }
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
      // Post JSON is kept true by the same following as the pages, which stops here.
      this.#dropPosts(entry.wallId);
      this.onWallEmptied(entry.wallId);
    }
  }
}

function keyOf(wallId: number, query: string): string {
  return `${wallId}\n${query}`;
}
