/**
 * The `chorus` command: `chorus start` serves Chorus, `chorus migrate` brings the database up
 * to date, `chorus worker` runs the background workers alone, `chorus admin` names the
 * instance's administrator, `chorus media backfill` queues the re-hosting of older posts.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openConfiguredDatabase, startServer, stopOnSignals } from '../server.ts';
import { runAdminCommand } from './admin.ts';
import { runMediaCommand } from './media.ts';
import { runWorker } from './worker.ts';

const usage = `Usage: chorus <command>

Commands:
  start     Serve Chorus (API, web app, realtime and, in this process, the workers).
  migrate   Apply pending database migrations and exit.
  worker    Run the crawl workers only, on PostgreSQL (for more machines).
  admin     create <email> | promote <username or email>: name the instance's administrator.
  media     backfill [--wall <user_name>]: queue the re-hosting of posts stored before it.
  help      Show this text.

Configuration comes from the environment: PORT, HOST, DATABASE_URL, CHORUS_DATA_DIR,
CHORUS_PUBLIC_URL, LOG_LEVEL, TRUST_PROXY, RATE_LIMIT_MAX, CHORUS_DEMO, CHORUS_WEB_DIST;
crawling: CHORUS_WORKERS, CHORUS_CRAWL_INTERVAL_SECONDS, CHORUS_CRAWL_TIMEOUT_SECONDS,
CHORUS_CRAWL_MAX_ITEMS, CHORUS_FETCH_ALLOW, CHORUS_BASE_URL_<NETWORK>_<NAME>; keys:
CHORUS_SECRET_KEY, CHORUS_PREVIOUS_SECRET_KEYS. Every variable: docs/operations.md.`;

/** Runs one command; resolves to the process exit code (start keeps running). */
export async function runCli(argv: readonly string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' }, wall: { type: 'string' } },
  });
  const command = values.help ? 'help' : (positionals[0] ?? 'start');
  switch (command) {
    case 'start': {
      const config = loadConfig();
      const server = await startServer(config);
      stopOnSignals(server);
      server.app.log.info(`Chorus is ready at ${server.address.replace('127.0.0.1', 'localhost')}`);
      return -1;
    }
    case 'migrate': {
      const database = await openConfiguredDatabase(loadConfig());
      try {
        const applied = await migrateToLatest(database.db);
        console.log(
          applied.length > 0
            ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`
            : 'The database is up to date.',
        );
        return 0;
      } finally {
        await database.close();
      }
    }
    case 'worker':
      return runWorker();
    case 'admin': {
      const database = await openConfiguredDatabase(loadConfig());
      try {
        await migrateToLatest(database.db);
        const outcome = await runAdminCommand(database.db, positionals.slice(1));
        (outcome.code === 0 ? console.log : console.error)(outcome.message);
        return outcome.code;
      } finally {
        await database.close();
      }
    }
    case 'media': {
      const database = await openConfiguredDatabase(loadConfig());
      try {
        await migrateToLatest(database.db);
        const outcome = await runMediaCommand(database.db, positionals.slice(1), {
          ...(values.wall !== undefined ? { wall: values.wall } : {}),
        });
        (outcome.code === 0 ? console.log : console.error)(outcome.message);
        return outcome.code;
      } finally {
        await database.close();
      }
    }
    case 'help':
      console.log(usage);
      return 0;
    default:
      console.error(`chorus: unknown command "${command}".\n\n${usage}`);
      return 64;
  }
}

/** Entry point: prints configuration and startup errors plainly, without a stack trace. */
export async function main(): Promise<void> {
  try {
    const code = await runCli(process.argv.slice(2));
    if (code >= 0) process.exitCode = code;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error((error as Error).message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
