/**
 * Fan-out across server processes through PostgreSQL LISTEN/NOTIFY: every process keeps one
 * dedicated connection listening on one channel and sends with `pg_notify` through its pool.
 */
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import type { RealtimeTransport } from './transport.ts';
import { notifyPayloadLimitBytes } from './wire.ts';

/** The channel every Chorus process listens on. */
export const defaultRealtimeChannel = 'chorus_realtime';

/** Where to listen and how to send. */
export interface PostgresTransportOptions {
  /** The server's address; the listening connection is opened apart from the pool. */
  readonly databaseUrl: string;
  /** The pool that sends notifications. */
  readonly db: Kysely<Database>;
  readonly logger: Pick<IngestLogger, 'warn' | 'error'>;
  /** A lower-case SQL identifier (default chorus_realtime). */
  readonly channel?: string;
  /** Longest wait between reconnection attempts after the listener is lost (default 30 s). */
  readonly maxReconnectDelayMs?: number;
}

/** A transport over LISTEN/NOTIFY on one PostgreSQL database. */
export function createPostgresTransport(options: PostgresTransportOptions): RealtimeTransport {
  const channel = options.channel ?? defaultRealtimeChannel;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) {
    throw new Error(`The realtime channel "${channel}" is not a plain SQL identifier.`);
  }
  const maxDelay = options.maxReconnectDelayMs ?? 30_000;
  let client: pg.Client | undefined;
  let deliver: ((payload: string) => void) | undefined;
  let resumed: (() => void) | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  async function listen(reconnecting: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) deliver?.(message.payload);
    });
    next.on('error', (error) => {
      options.logger.warn({ err: error }, 'realtime listener lost its database connection');
      onLost(next);
    });
    next.on('end', () => onLost(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    // Listening again: what was sent while nobody listened is gone, so receivers reload.
    if (reconnecting) resumed?.();
  }

  function onLost(lost: pg.Client): void {
    if (client === lost) client = undefined;
    lost.end().catch(() => undefined);
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (closed || retryTimer) return;
    // Notifications sent while no listener runs are lost; `resumed` makes receivers reload.
    const delay = Math.min(maxDelay, 500 * 2 ** Math.min(failures, 10));
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen(true).catch((error: unknown) => {
        options.logger.error({ err: error }, 'realtime listener could not reconnect');
        scheduleRetry();
      });
    }, delay);
    retryTimer.unref();
  }

  return {
    payloadLimitBytes: notifyPayloadLimitBytes,
    async start(callback, onResumed) {
      deliver = callback;
      resumed = onResumed;
      try {
        await listen(false);
      } catch (error) {
        closed = true;
        if (retryTimer) clearTimeout(retryTimer);
        throw error;
      }
    },
    async send(payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(options.db);
    },
    async close() {
      closed = true;
      deliver = undefined;
      resumed = undefined;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
