/**
 * A web build for tests of server-drawn wall pages: its server entry draws a wall as the list of
 * its first page's post titles (and 2 kB more, so the page is compressed), with one inline
 * style, and counts its drawings (the test process shares its globals with the module it
 * imports).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const shell = `<!doctype html><html><head><title>Chorus</title></head><body><div id="root">
      <div class="chorus-boot" role="status"><p>Loading…</p></div>
    </div>
    <noscript>Chorus needs JavaScript to show this page.</noscript></body></html>`;

const drawsKey = 'chorusWallPageCacheTestDraws';
const rendererSource = `
export function wallUserName(pathname) {
  const match = /^\\/([\\w-]+)$/.exec(pathname);
  return match ? match[1] : null;
}
export function wallFirstFeedUrl(_pathname, _search, profile) {
  return '/api/posts?wall=' + encodeURIComponent(profile.user_name);
}
export async function renderWall(_url, data) {
  globalThis.${drawsKey} = (globalThis.${drawsKey} ?? 0) + 1;
  const titles = data.feed.body.posts.map((post) => '<li>' + post.title + '</li>').join('');
  return { head: '<title>Wall</title>', body: '<ol class="posts">' + titles + '</ol>' + 'x'.repeat(2000), styles: [], css: '.posts{color:teal}' };
}
export function pageDataElement() {
  return '<script type="application/json" id="wall-data">{}</script>';
}
`;

/** Writes the build to a new temporary folder; its path. */
export function fakeRendererBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chorus-web-ssr-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), rendererSource);
  writeFileSync(path.join(dir, 'server', 'package.json'), '{ "type": "module" }\n');
  return dir;
}

/** Wall pages drawn by every such build in this process so far. */
export const draws = () =>
  (globalThis as unknown as Record<string, number | undefined>)[drawsKey] ?? 0;
