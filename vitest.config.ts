import { configDefaults, defineConfig } from 'vitest/config';

/** Files of the `long` project (minutes each): never part of `npm test`. */
const longTests = ['apps/server/src/reliability/**/*.long.test.ts', 'apps/web/e2e/soak.test.ts'];

/**
 * One runner for the whole repository. Each project is a layer of the architecture;
 * `npm test` runs them all, `vitest run --project core` runs one.
 */
export default defineConfig({
  test: {
    // Two workers for the unit layers (core, plugins, server, web, bench), which run first. The
    // browser tests and the reliability runs come after, in their own groups, one file at a time:
    // each starts its own server (and Chromium) and wants the machine's two cores to itself.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          include: ['core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'plugins',
          include: ['plugins/**/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/src/reliability/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...longTests],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // One browser at a time, after the unit layers: the machine has two cores.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The benchmark runner's pure code (table, ratios, percentiles); no benchmark runs.
          name: 'bench',
          include: ['bench/lib/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Real server processes under load and faults (docs/operations.md#reliability).
        test: {
          name: 'reliability',
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
