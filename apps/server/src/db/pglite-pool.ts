import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** A FIFO async lock: `acquire()` resolves with a release function once the lock is ours. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    return previous.then(() => release);
  }
}

/** The one connection to PGlite, lent to Kysely between connect() and release(). */
class PGliteClient implements PostgresPoolClient {
  readonly #pglite: PGlite;
  readonly #release: () => void;
  #released = false;

  constructor(pglite: PGlite, release: () => void) {
    this.#pglite = pglite;
    this.#release = release;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('Streaming queries are not supported on embedded PGlite.');
    }
    return this.#run<R>(sqlOrCursor, parameters ?? []);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.#released) throw new Error('This PGlite connection was already released.');
    const result = await this.#pglite.query<R>(sql, [...parameters]);
    // Kysely reads `command` to decide whether `rowCount` means affected rows.
    return {
      command: (result.command ?? 'SELECT') as PostgresQueryResult<R>['command'],
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    };
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.#release();
  }
}

/**
 * A pool-shaped wrapper around one PGlite instance for Kysely's PostgresDialect. PGlite is a
 * single session, so a connection is exclusive from connect() to release(): a transaction
 * cannot interleave with another caller's queries.
 */
export function createPGlitePool(pglite: PGlite): PostgresPool {
  const mutex = new Mutex();
  return {
    async connect() {
      const release = await mutex.acquire();
      return new PGliteClient(pglite, release);
    },
    async end() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
