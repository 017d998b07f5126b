#!/usr/bin/env node
// Keeps package-lock.json usable by `npm ci` on every platform.
//
// The registry this project is developed against serves only some platforms' builds of
// turbo's binary packages (@turbo/<os>-<arch>), so npm leaves the others out of the lock, and
// `npm ci` then refuses the lock as out of sync with turbo's optionalDependencies. This script
// records each missing platform package with its os and cpu, exactly as npm would; npm ci skips
// them on other platforms without fetching anything. It runs as the root postinstall, after
// npm has written the lock, and changes nothing when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};
const osNames = { darwin: 'darwin', linux: 'linux', windows: 'win32' };
const cpuNames = { 64: 'x64', arm64: 'arm64' };

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.endsWith('node_modules/turbo') || !entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const match = /^@turbo\/(darwin|linux|windows)-(64|arm64)$/.exec(name);
    if (!match) continue;
    const [, os, cpu] = match;
    packages[key] = {
      version,
      cpu: [cpuNames[cpu]],
      dev: entry.dev,
      license: 'MIT',
      optional: true,
      os: [osNames[os]],
    };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  // The root entry ("") must stay first, as npm writes it.
  const { '': root, ...rest } = lock.packages;
  lock.packages = { '': root, ...rest };
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lockfile-platforms: recorded ${added} platform package(s) for npm ci.`);
}
