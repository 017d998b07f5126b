/**
 * Where the visitor's bytes are: the wall entry's files (and the theme's) before a masonry
 * wall's posts paint, attributed per source module through the build's sourcemaps. Per source:
 * its minified bytes, and what it costs gzip in its file (the file's gzip size minus the gzip
 * size of the file without that source's bytes), which is what cutting it would save.
 *
 * Run: `npx tsx bench/wall/attribution.ts [dist dir] [--theme=masonry] [--by=package] [--top=40]`.
 * Without a dist dir it builds the wall entry (vite.wall.config.ts) with sourcemaps into a
 * temporary directory first (CPU-heavy: under the e2e lock on a shared machine). `--by=package`
 * sums per package (node_modules) or folder (repository code) instead of per file; `--show=NAME`
 * prints the minified code attributed to NAME (a row of the table, e.g. `(unmapped)`); `--keep`
 * keeps the temporary build (its path is printed) for another run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readBuildGraph, wallMetaDir } from '../../apps/web/src/wall/build/chunk-graph.ts';
import { kb, wallLoadSteps } from './critical-path.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const theme = option('theme', 'masonry');
const byPackage = option('by', 'file') === 'package';
const top = Number(option('top', '40'));
const show = option('show', '');
const given = args.find((arg) => !arg.startsWith('--'));

async function buildWithMaps(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'chorus-wall-attribution-'));
  const { build } = await import('vite');
  await build({
    configFile: path.join(repo, 'apps/web/vite.wall.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  return outDir;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A sourcemap's `mappings`, decoded to [generated column, source index] per line. */
function decodeMappings(mappings: string): Array<Array<[number, number | null]>> {
  let source = 0;
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields: number[] = [];
        let value = 0;
        let shift = 0;
        for (const character of segment) {
          const digit = base64.indexOf(character);
          value += (digit & 31) << shift;
          if (digit & 32) {
            shift += 5;
          } else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        fields.forEach((field, index) => (state[index] = (state[index] ?? 0) + field));
        if (fields.length > 1) source = state[1]!;
        return [state[0]!, fields.length > 1 ? source : null] as [number, number | null];
      });
  });
}

/** A source path as the table names it: a package (and its file), or a repository path. */
function nameOf(source: string, mapDir: string): string {
  const absolute = path.resolve(mapDir, source.replace(/^\0|\?.*$/g, ''));
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(absolute);
  if (inPackage) return byPackage ? inPackage[1]! : `${inPackage[1]} ${inPackage[2]}`;
  const relative = path.relative(repo, absolute);
  return byPackage ? path.dirname(relative) : relative;
}

/** Per source of one file: its bytes (UTF-8) as character ranges of the file. */
function attribute(
  file: string,
  code: string,
): Map<string, { bytes: number; ranges: Array<[number, number]> }> {
  const parts = new Map<string, { bytes: number; ranges: Array<[number, number]> }>();
  const add = (name: string, start: number, end: number) => {
    if (end <= start) return;
    const part = parts.get(name) ?? { bytes: 0, ranges: [] };
    part.bytes += Buffer.byteLength(code.slice(start, end));
    part.ranges.push([start, end]);
    parts.set(name, part);
  };
  if (!existsSync(`${file}.map`)) {
    add(`(no map) ${path.basename(file)}`, 0, code.length);
    return parts;
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const names = map.sources.map((source) => nameOf(source, path.dirname(file)));
  const lines = decodeMappings(map.mappings);
  let offset = 0;
  code.split('\n').forEach((line, index) => {
    const segments = lines[index] ?? [];
    let from = 0;
    let owner = '(unmapped)';
    for (const [column, source] of segments) {
      add(owner, offset + from, offset + column);
      from = column;
      owner = source === null ? '(unmapped)' : (names[source] ?? '(unmapped)');
    }
    add(owner, offset + from, offset + line.length + 1);
    offset += line.length + 1;
  });
  return parts;
}

const distDir = given ? path.resolve(given) : await buildWithMaps();
try {
  const graph = readBuildGraph(distDir, wallMetaDir);
  if (!graph) throw new Error(`No ${wallMetaDir}/manifest.json in ${distDir}`);
  const { critical } = wallLoadSteps(graph, theme);
  const rows: Array<{ name: string; file: string; bytes: number; gzip: number }> = [];
  let total = 0;
  for (const step of critical) {
    for (const file of step.files) {
      const absolute = path.join(distDir, file);
      // Without the sourcemap comment this build added: the files as `npm run build` writes them.
      const code = readFileSync(absolute, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
      const whole = gzipSync(code).length;
      total += whole;
      if (!file.endsWith('.js')) {
        rows.push({
          name: `(stylesheet) ${path.basename(file)}`,
          file,
          bytes: code.length,
          gzip: whole,
        });
        continue;
      }
      for (const [name, part] of attribute(absolute, code)) {
        // The file without this source's bytes: what cutting it would save, gzip.
        let without = '';
        let at = 0;
        for (const [start, end] of part.ranges) {
          without += code.slice(at, start);
          at = end;
        }
        without += code.slice(at);
        rows.push({ name, file, bytes: part.bytes, gzip: whole - gzipSync(without).length });
        if (name === show) {
          console.log(
            `${file}:\n${part.ranges.map(([start, end]) => code.slice(start, end)).join('\n')}`,
          );
        }
      }
    }
  }
  const merged = new Map<string, { bytes: number; gzip: number; files: Set<string> }>();
  for (const row of rows) {
    const entry = merged.get(row.name) ?? { bytes: 0, gzip: 0, files: new Set<string>() };
    entry.bytes += row.bytes;
    entry.gzip += row.gzip;
    entry.files.add(path.basename(row.file).replace(/-[\w-]{8}\.(js|css)$/, ''));
    merged.set(row.name, entry);
  }
  const sorted = [...merged].sort((a, b) => b[1].gzip - a[1].gzip);
  console.log(`Build: ${distDir}; ${critical.map((step) => step.name).join(' + ')}`);
  console.log(`${'source'.padEnd(72)} ${'min'.padStart(9)} ${'gzip'.padStart(9)}  chunk`);
  for (const [name, entry] of sorted.slice(0, top)) {
    console.log(
      `${name.slice(0, 72).padEnd(72)} ${kb(entry.bytes).padStart(9)} ${kb(entry.gzip).padStart(9)}  ${[...entry.files].join(' ')}`,
    );
  }
  const rest = sorted.slice(top);
  if (rest.length > 0) {
    const sum = (key: 'bytes' | 'gzip') => rest.reduce((acc, [, entry]) => acc + entry[key], 0);
    console.log(
      `${`(${rest.length} more)`.padEnd(72)} ${kb(sum('bytes')).padStart(9)} ${kb(sum('gzip')).padStart(9)}`,
    );
  }
  console.log(
    `${'files, gzip each (bench/wall/bundle.ts)'.padEnd(72)} ${''.padStart(9)} ${kb(total).padStart(9)}`,
  );
} finally {
  if (!given && !args.includes('--keep')) rmSync(distDir, { recursive: true, force: true });
}
