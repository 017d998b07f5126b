/**
 * The walls the feed route serves, remembered by slug for a short time: with the feed cache,
 * a cached page is answered without touching the database at all.
 */
import type { Kysely } from 'kysely';
import { findWallByUserName } from '../db/repositories/walls.ts';
import type { Database, WallRow } from '../db/schema.ts';

/** Limits of a {@link WallLookup}. */
export interface WallLookupOptions {
  /** Walls remembered at most (1000). */
  readonly maxEntries?: number;
  /** How long a wall is remembered, in ms (10 s): the staleness bound across processes. */
  readonly ttlMs?: number;
  /** The clock, in ms. */
  readonly now?: () => number;
}

interface Remembered {
  readonly wall: WallRow;
  readonly expiresAt: number;
}

/** Walls by slug (without regard to case), bounded and short-lived. Unknown slugs are not kept. */
export class WallLookup {
  readonly #db: Kysely<Database>;
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #bySlug = new Map<string, Remembered>();
  #clock = 0;

  constructor(db: Kysely<Database>, options: WallLookupOptions = {}) {
    this.#db = db;
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#ttlMs = options.ttlMs ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** The wall with this slug, from memory while fresh, else from the database. */
  async find(userName: string): Promise<WallRow | undefined> {
    const slug = userName.toLowerCase();
    const remembered = this.#bySlug.get(slug);
    if (remembered && remembered.expiresAt > this.#now()) return remembered.wall;
    if (remembered) this.#bySlug.delete(slug);
    const ticket = this.#clock;
    const wall = await findWallByUserName(this.#db, userName);
    // A wall forgotten while it was being read may have been read before its change.
    if (!wall || ticket !== this.#clock) return wall;
    this.#bySlug.set(slug, { wall, expiresAt: this.#now() + this.#ttlMs });
    if (this.#bySlug.size > this.#maxEntries) {
      const oldest = this.#bySlug.keys().next().value;
      if (oldest !== undefined) this.#bySlug.delete(oldest);
    }
    return wall;
  }

  /** Forgets a wall (its settings, status or slug changed). */
  forget(wallId: number): void {
    this.#clock += 1;
    for (const [slug, remembered] of this.#bySlug) {
      if (remembered.wall.id === wallId) this.#bySlug.delete(slug);
    }
  }

  /** Forgets every wall. */
  clear(): void {
    this.#clock += 1;
    this.#bySlug.clear();
  }
}
