import { configDefaults, defineConfig } from 'vitest/config';

/**
 * In CI every test gets one more try. A run lands or not as a whole, and a test that depends on
 * the machine's timing by mistake (two statements in one millisecond, a layout that settles late)
 * should not throw away everything else; one that fails twice still fails the run. Locally
 * nothing is retried, so a flaky test shows up where it is written.
 */
const ciRetry = process.env.CI ? 1 : 0;

/**
 * Unit files that replace modules (`vi.mock`) or the environment, or assert a module's first
 * state: they run isolated, each in its own module graph. The rest of the unit and database
 * layers (core, plugins, server, web) share one module graph per worker (`isolate: false`):
 * importing zod, React, the app and the plugin list again for each of some 480 files was most
 * of their time (core and plugins: 7 min against 1 min on two cores). A file found to leak state
 * into the next belongs here.
 */
const isolatedUnitTests = [
  // Asserts the state before its module's lazy decoder first loads.
  'plugins/themes/kit/src/media-sources.test.ts',
  'apps/web/src/owner/cast/cast-dialog.test.tsx',
  'apps/web/src/owner/billing/billing-screens.test.tsx',
  'apps/web/src/owner/accounts/accounts-screens.test.tsx',
  'apps/web/src/owner/dashboard/CsvExportModal.test.tsx',
  'apps/web/src/owner/dashboard/WallTable.test.tsx',
  'apps/web/src/owner/forms/typeahead.test.tsx',
  'apps/web/src/wall/cast-wall.test.ts',
  'apps/server/src/server.test.ts',
  'apps/server/src/ingest/server-wiring.test.ts',
  'apps/server/src/ingest/batch-upsert.test.ts',
  'apps/server/src/db/pglite-template.test.ts',
];

/** Browser files that need their own module graph (they set the environment first). */
const isolatedBrowserTests = [
  'apps/web/e2e/connector-reddit.test.ts',
  'apps/web/e2e/connector-tumblr.test.ts',
];

/** The time bounds of files that start servers and databases (server and unit-isolated). */
const serverBounds = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * The browser projects' settings (e2e and e2e-isolated): after the unit layers, two files at a
 * time (one per core): each starts its own server and Chromium, and nothing in one file's wall
 * depends on another's.
 */
const browserFiles = {
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
  retry: ciRetry,
  sequence: { groupOrder: 1 },
} as const;

/** Files of the `long` project (minutes each): never part of `npm test`. */
const longTests = ['apps/server/src/reliability/**/*.long.test.ts', 'apps/web/e2e/soak.test.ts'];

/**
 * One runner for the whole repository. Each project is a layer of the architecture;
 * `npm test` runs them all, `vitest run --project core` runs one.
 */
export default defineConfig({
  test: {
    // Two workers: the unit layers (core, plugins, server, web, bench) run first, then the browser
    // tests two files at a time, then the reliability runs one file at a time (each starts server
    // processes and wants the machine's two cores to itself).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          retry: ciRetry,
          include: ['core/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'plugins',
          retry: ciRetry,
          include: ['plugins/**/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...isolatedUnitTests],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          retry: ciRetry,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'apps/server/src/reliability/**',
            ...isolatedUnitTests,
          ],
          environment: 'node',
          // 34 route files took 199 s isolated and 79 s shared on two quiet cores.
          isolate: false,
          ...serverBounds,
        },
      },
      {
        test: {
          name: 'web',
          retry: ciRetry,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...isolatedUnitTests],
          environment: 'node',
          isolate: false,
          // The first render of a lazy screen transforms its module graph: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          retry: ciRetry,
          include: isolatedUnitTests,
          environment: 'node',
          ...serverBounds,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...longTests, ...isolatedBrowserTests],
          ...browserFiles,
          // One module graph per worker: each file starts its own server and browser, but the
          // server's code is imported once, not once a file (about 8 s of CPU each, 17% of a
          // browser file's time on two cores).
          isolate: false,
        },
      },
      {
        test: {
          // Browser files that set the environment before chorus.config.ts is first imported.
          name: 'e2e-isolated',
          include: isolatedBrowserTests,
          ...browserFiles,
        },
      },
      {
        test: {
          // The scaffolds (npm run new:connector, new:theme), each run into a temporary copy.
          name: 'scripts',
          retry: ciRetry,
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // The benchmark runner's pure code (table, ratios, percentiles), and the wall's byte
          // budget read from the build; no benchmark runs.
          name: 'bench',
          retry: ciRetry,
          include: ['bench/lib/**/*.test.ts', 'bench/wall/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Real server processes under load and faults (docs/operations.md#reliability).
        test: {
          name: 'reliability',
          retry: ciRetry,
          include: ['apps/server/src/reliability/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...longTests],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // Each file runs its own server processes: one file at a time, last.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      // The long runs (60 s load, minutes of a failing feed, 10 min browser soak): only for
      // `npm run test:long`, which sets CHORUS_TEST_LONG=1; `npm test` never sees them.
      ...(process.env.CHORUS_TEST_LONG === '1'
        ? [
            {
              test: {
                name: 'long',
                retry: ciRetry,
                include: longTests,
                environment: 'node',
                testTimeout: 1_800_000,
                hookTimeout: 300_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
