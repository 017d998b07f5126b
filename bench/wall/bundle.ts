/**
 * The JS and CSS bytes the public wall loads before its posts paint, read from a build's
 * manifest: the entry and its static imports, the wall chunk, and the chunks of the theme that
 * draws the wall. Prints raw and gzip bytes per step and whether any step holds zod. A build
 * with the wall's own entry (wall.html, vite.wall.config.ts) is printed twice: the wall entry
 * that server-drawn wall pages load, then the app's entry (walls drawn in the browser).
 *
 * Run: `npx tsx bench/wall/bundle.ts [dist dir] [theme package = masonry]` after a build
 * (`cd apps/web && npx vite build --outDir /tmp/x-dist`); the dist dir defaults to
 * CHORUS_WEB_DIST, else apps/web/dist. Figures, not tests.
 */
import { fileURLToPath } from 'node:url';
import { readBuildGraph, wallMetaDir } from '../../apps/web/src/wall/build/chunk-graph.ts';
import { kb, wallLoadSteps, type LoadStep } from './critical-path.ts';

const distDir =
  process.argv[2] ??
  process.env.CHORUS_WEB_DIST ??
  fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const themePackage = process.argv[3] ?? 'masonry';

const builds = [
  {
    title: 'wall entry (wall pages the server draws)',
    graph: readBuildGraph(distDir, wallMetaDir),
  },
  {
    title: 'app entry (owner screens, walls drawn in the browser)',
    graph: readBuildGraph(distDir),
  },
].filter((build) => build.graph !== null);
if (builds.length === 0) {
  console.error(
    `No manifest in ${distDir}/.vite: build first (cd apps/web && npx vite build --outDir ${distDir}).`,
  );
  process.exit(1);
}

function row(step: LoadStep): string {
  return [
    step.name.padEnd(44),
    kb(step.bytes).padStart(10),
    kb(step.gzipBytes).padStart(10),
    kb(step.sentBytes).padStart(10),
    (step.zod ? 'yes' : 'no').padStart(5),
    `  ${step.files.join(' ')}`,
  ].join(' ');
}

console.log(`Build: ${distDir}`);
for (const { title, graph } of builds) {
  const { critical, later } = wallLoadSteps(graph!, themePackage);
  const total = critical.reduce(
    (sum, step) => ({
      bytes: sum.bytes + step.bytes,
      gzip: sum.gzip + step.gzipBytes,
      sent: sum.sent + step.sentBytes,
    }),
    { bytes: 0, gzip: 0, sent: 0 },
  );
  console.log(`\n${title}`);
  console.log(
    `${'step'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'sent (br)'.padStart(10)} ${'zod'.padStart(5)}  files`,
  );
  critical.forEach((step) => console.log(row(step)));
  console.log(
    `${'before the posts paint (JS+CSS)'.padEnd(44)} ${kb(total.bytes).padStart(10)} ${kb(total.gzip).padStart(10)} ${kb(total.sent).padStart(10)}`,
  );
  later.forEach((step) => console.log(row(step)));
}
