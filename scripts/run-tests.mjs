#!/usr/bin/env node
/**
 * Why this exists: `npm test` runs every test with `vitest run`. In CI (CI set) a test file that
 * failed is run once more on its own, in a fresh process with fresh servers and databases, and
 * the run passes only if that second run passes. A test's own retry (vitest.config.ts) cannot
 * cover a browser test that signs up a named owner or relies on being the first sign-up: its
 * retry meets what the first attempt left behind. A file that fails twice still fails CI.
 * Arguments pass through to vitest (`npm test -- --project core`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitest = join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs');
const args = process.argv.slice(2);

function run(extra) {
  return spawnSync(process.execPath, [vitest, 'run', ...args, ...extra], { stdio: 'inherit' })
    .status;
}

if (!process.env.CI) process.exit(run([]) ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'chorus-test-report-'));
const report = join(dir, 'report.json');
try {
  const first = run(['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (first === 0) process.exit(0);
  let failed = [];
  try {
    const results = JSON.parse(readFileSync(report, 'utf8')).testResults ?? [];
    failed = results.filter((file) => file.status === 'failed').map((file) => file.name);
  } catch {
    // No report (vitest itself failed to start): nothing to run again.
  }
  if (failed.length === 0 || failed.length > 5) process.exit(first ?? 1);
  console.log(`\n::: running the ${failed.length} failed file(s) once more, on their own:`);
  for (const file of failed) console.log(`:::   ${file}`);
  process.exit(run(failed) ?? 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
