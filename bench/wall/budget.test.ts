/**
 * The visitor's download (issue 16, point 2): the JS and CSS a masonry wall the server drew
 * loads before its posts paint, gzip, read from the build `npm test` makes (apps/web/dist, or
 * CHORUS_WEB_DIST) as `bench/wall/bundle.ts` reads it, stays at or under Curator's widget,
 * measured beside it in bench/wall: 41 kB. The wall met it on Preact alone (41.0 kB); the
 * wall's languages (@lingui/core and the English texts, docs/i18n.md) took it to 46.7 kB, and
 * the cuts in docs/performance.md ("The wall's own entry") brought it back under the goal.
 * Skipped only when there is no web build at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  modulesOf,
  readBuildGraph,
  staticClosure,
  wallEntryKey,
  wallMetaDir,
} from '../../apps/web/src/wall/build/chunk-graph.ts';
import { criticalGzipBytes, wallLoadSteps } from './critical-path.ts';

/** Curator's widget, gzip JS+CSS (docs/performance.md, "The visitor's download"): the goal. */
const curatorWidgetGzipBytes = 41_000;

const distDir =
  process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

describe.skipIf(!existsSync(path.join(distDir, 'index.html')))('the visitor’s download', () => {
  const graph = readBuildGraph(distDir, wallMetaDir);

  it('builds the wall’s own entry beside the app', () => {
    expect(graph, `no ${wallMetaDir}/manifest.json in ${distDir}`).not.toBeNull();
    expect(graph!.manifest[wallEntryKey]?.isEntry).toBe(true);
  });

  it('a masonry wall loads no more than Curator’s widget, 41 kB gzip, before its posts paint', () => {
    const { critical } = wallLoadSteps(graph!, 'masonry');
    expect(critical.map((step) => step.name)).toEqual(['wall entry', 'theme masonry']);
    expect(criticalGzipBytes(critical)).toBeLessThanOrEqual(curatorWidgetGzipBytes);
  });

  it('the wall entry carries Preact, not react-dom, react-router or zod', () => {
    const modules = modulesOf(graph!, staticClosure(graph!, [wallEntryKey]));
    expect(modules).toContain('preact');
    expect(modules).not.toContain('react-dom');
    expect(modules).not.toContain('react-router');
    expect(modules).not.toContain('zod');
    expect(modules.filter((name) => name.startsWith('apps/web/src/owner/'))).toEqual([]);
  });
});
