/**
 * One Chorus server process of the realtime benchmark's two-server leg (forked by fanout.ts):
 * the whole app on the PostgreSQL database at DATABASE_URL, its realtime hub linked to the
 * other process's by LISTEN/NOTIFY. Listens on 127.0.0.1 on a free port, tells the parent its
 * address over IPC, and stops when the parent disconnects (or goes away).
 */
import { fileURLToPath } from 'node:url';
import { buildTestApp, testConfig } from '../../apps/server/src/testing/app.ts';
import { openDatabase } from '../../apps/server/src/db/open.ts';

/** What the process tells its parent. */
export type FromServer =
  | { readonly type: 'listening'; readonly address: string }
  | { readonly type: 'failed'; readonly error: string };

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !process.send) {
    throw new Error('Run me as a forked child with DATABASE_URL set.');
  }
  const database = await openDatabase({ databaseUrl });
  const app = await buildTestApp(
    database,
    testConfig({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '1000000000',
      CHORUS_DEMO: '0',
      CHORUS_WORKERS: '0',
    }),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let stopping = false;
  process.on('disconnect', () => {
    if (stopping) return;
    stopping = true;
    // Bounded: the parent kills the process if this takes longer than its own wait.
    void app
      .close()
      .finally(() => database.close())
      .finally(() => process.exit(0));
  });
  process.send({ type: 'listening', address } satisfies FromServer);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.send?.({ type: 'failed', error: String(error) } satisfies FromServer);
    process.exit(1);
  });
}
