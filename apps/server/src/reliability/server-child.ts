/**
 * The server process the reliability tests drive: `chorus start` (configuration from the
 * environment, the plugins of chorus.config.ts), plus an IPC probe that runs a full garbage
 * collection and reports `process.memoryUsage()`. Started with `--expose-gc`. Not part of the
 * server. With RELIABILITY_SEED_WALLS=n it first creates a pro owner with n walls through its
 * own database connection (a PGlite directory admits one process) and reports it when ready.
 * With RELIABILITY_QUEUE_TUNING=crash its crawl queue takes a job for dead 3 s after it
 * started (ingest/crash-tuning.ts), as the worker-kill tests' workers do: on PostgreSQL a job
 * running when its process was killed otherwise waits out the production expiry (the crawl
 * timeout plus a minute) before it is retried.
 */
import { loadConfig } from '../config.ts';
import { crashTestQueueTuning } from '../ingest/crash-tuning.ts';
import { startServer, stopOnSignals } from '../server.ts';
import { seedOwner } from './seed.ts';

/** Messages the parent sends. */
type ParentMessage = { type: 'memory' } | { type: 'stop' };

const crashTuning = process.env['RELIABILITY_QUEUE_TUNING'] === 'crash';
const server = await startServer(
  loadConfig(),
  undefined,
  crashTuning ? { queue: crashTestQueueTuning } : undefined,
);
stopOnSignals(server);
const seedWalls = Number(process.env['RELIABILITY_SEED_WALLS'] ?? '0');
const owner = seedWalls > 0 ? await seedOwner(server.database, seedWalls) : undefined;
process.send?.({ type: 'ready', address: server.address, owner });

process.on('message', (message: ParentMessage) => {
  if (message.type === 'memory') {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    process.send?.({ type: 'memory', usage: process.memoryUsage(), collected: Boolean(gc) });
  } else if (message.type === 'stop') {
    void server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }
});
