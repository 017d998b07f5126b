/**
 * The bridge to the web app's server entry (apps/web/src/ssr/entry-server.tsx, built into
 * `<web dist>/server/`): a wall page answers with HTML that already holds the wall's header and
 * first page of posts, drawn by the theme's own components from what this server's API says,
 * with that data in a `<script type="application/json">` element for the client to hydrate
 * from. The style attributes React writes become one `<style>` element allowed by its sha256
 * hash in the CSP. Without a server build, or when the API does not answer 200, the page is
 * the plain app shell, whose client shows the spec's 404 page or System Maintenance.
 */
import { internalReadHeaders } from './internal-read.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countWallView } from '../analytics/routes.ts';

/** The data element and what the server entry renders (the entry's own types, restated). */
export interface WallPageData {
  readonly userName: string;
  readonly profile: Record<string, unknown>;
  readonly collections: Record<string, unknown>[];
  readonly feed: { readonly url: string; readonly body: Record<string, unknown> };
  readonly now: number;
  readonly styles?: readonly string[];
}

/** What the server entry exports. */
export interface WallRenderer {
  wallUserName(pathname: string, search: string): string | null;
  wallFirstFeedUrl(pathname: string, search: string, profile: unknown): string;
  renderWall(
    url: string,
    data: WallPageData,
  ): Promise<{
    head: string;
    body: string;
    styles: readonly string[];
    css: string;
    /** The wall's language and direction for `<html>`; absent in older builds. */
    lang?: string;
    dir?: 'ltr' | 'rtl';
  }>;
  pageDataElement(data: WallPageData): string;
  /** The installed theme drawing the wall (null: the kit's list); absent in older builds. */
  wallThemeId?(pathname: string, search: string, profile: unknown): string | null;
}

/** Loads the server entry of a web build; null when the build has none. */
export async function loadWallRenderer(webDistDir: string): Promise<WallRenderer | null> {
  const entry = path.join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as WallRenderer;
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** The folder of the wall build's manifest and maps, relative to the web build. */
export const wallBuildMetaDir = '.vite/wall';

/**
 * The public wall's own shell (`wall.html`, built by apps/web/vite.wall.config.ts): the page a
 * server-drawn wall is put into, loading the wall's small entry instead of the app's. Null for a
 * build without it (the app's index.html then serves walls too).
 */
export function wallShellOf(webDistDir: string): { html: string; metaDir: string } | null {
  const file = path.join(webDistDir, 'wall.html');
  if (!existsSync(file) || !existsSync(path.join(webDistDir, wallBuildMetaDir, 'manifest.json'))) {
    return null;
  }
  return { html: readFileSync(file, 'utf8'), metaDir: wallBuildMetaDir };
}

/**
 * The stylesheets of the wall chunk and everything it may load (the kit's, the wall's, each
 * installed theme's: theme styles are scoped to their own classes), from Vite's manifest (the
 * app build's in `.vite`, or the wall build's in `metaDir`).
 */
export function wallStylesheets(webDistDir: string, metaDir = '.vite'): string[] {
  const file = path.join(webDistDir, metaDir, 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // The wall build draws the wall from its entry; the app's from its lazy wall chunk.
  const start =
    metaDir === '.vite'
      ? Object.keys(manifest).find((key) => key.endsWith('src/wall/WallPage.tsx'))
      : Object.keys(manifest).find((key) => key === 'wall.html');
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
    // Lazy parts of the app itself (owner screens) are not the wall's; theme packages are.
    chunk.dynamicImports?.filter((next) => !next.startsWith('src/')).forEach(visit);
  };
  if (start) visit(start);
  return [...styles];
}

/** The stylesheets a wall's first paint needs, put in the page instead of linked. */
export interface InlineCss {
  /** The `<style>` element's text: the stylesheets' rules, in cascade order. */
  readonly css: string;
  /** The build's files it holds (`assets/x.css`): the page does not link them. */
  readonly files: readonly string[];
}

/** What `.vite/wall-css.json` holds (written by apps/web/src/ssr/vite-plugin-wall-css.ts). */
interface WallCssMap {
  readonly entry: readonly string[];
  readonly wall: readonly string[];
  readonly themes: Readonly<Record<string, readonly string[]>>;
}

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every(
    (file) => typeof file === 'string' && /^[\w./-]+\.css$/.test(file) && !file.includes('..'),
  );

/**
 * The first-paint stylesheets of a build, per theme id (null: the kit's list): the entry's,
 * the wall chunk's and the theme's, read once. Null when the build has no map (an older
 * build: the page then links its stylesheets). A theme the map does not know, a missing file,
 * or text that could end a `<style>` element gives null for that theme: linked as before.
 */
export function loadInlineCss(
  webDistDir: string,
  metaDir = '.vite',
): ((themeId: string | null) => InlineCss | null) | null {
  const mapFile = path.join(webDistDir, metaDir, 'wall-css.json');
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Partial<WallCssMap>;
  if (!isFileList(map.entry) || !isFileList(map.wall) || typeof map.themes !== 'object') {
    return null;
  }
  const { entry, wall, themes } = map as WallCssMap;
  const texts = new Map<string, string | null>();
  const textOf = (file: string): string | null => {
    if (!texts.has(file)) {
      const full = path.join(webDistDir, file);
      // The HTML parser turns CR LF into LF: the hash is of the text the browser sees.
      const text = existsSync(full) ? readFileSync(full, 'utf8').replace(/\r\n?/g, '\n') : null;
      texts.set(file, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return texts.get(file) ?? null;
  };
  const built = new Map<string | null, InlineCss | null>();
  return (themeId) => {
    if (!built.has(themeId)) {
      const own = themeId === null ? [] : themes[themeId];
      const files = isFileList(own) ? [...new Set([...entry, ...wall, ...own])] : null;
      const parts = files?.map(textOf) ?? null;
      built.set(
        themeId,
        files && parts && parts.every((part) => part !== null)
          ? { css: parts.map((part) => part.trimEnd()).join('\n'), files }
          : null,
      );
    }
    return built.get(themeId) ?? null;
  };
}

/** The CSP source allowing exactly this `<style>` element's text. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** Adds a hash source to the `style-src` of the reply's Content-Security-Policy. */
export function withStyleSource(policy: string, source: string): string {
  return policy.replace(
    /(^|;)(\s*style-src [^;]*)/,
    (_all, start: string, directive: string) => `${start}${directive} ${source}`,
  );
}

/**
 * Adds a hash source to the `style-src` of the reply's Content-Security-Policy (helmet writes
 * the header on the raw response; a header set through the reply is handled too).
 */
export function allowStyleHash(reply: FastifyReply, source: string): void {
  const name = 'content-security-policy';
  const own = reply.getHeader(name);
  if (typeof own === 'string') reply.header(name, withStyleSource(own, source));
  const raw = reply.raw.getHeader(name);
  if (typeof raw === 'string') reply.raw.setHeader(name, withStyleSource(raw, source));
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The text of the page's one `<style>` element: the first paint's stylesheets, then the
 * hoisted style attributes (after them, so they win as the attributes would). One element,
 * one hash in `style-src`.
 */
export function firstPaintCss(inline: InlineCss | null, hoisted: string): string {
  return [inline?.css ?? '', hoisted].filter((part) => part !== '').join('\n');
}

const linkHref = (tag: string) => /\shref="\/([^"]*)"/.exec(tag)?.[1] ?? null;
const isStyleLink = (tag: string) =>
  tag.includes('rel="stylesheet"') || (tag.includes('rel="preload"') && tag.includes('as="style"'));

/**
 * Puts a rendered wall into the app shell (the built index.html). With `inline`, the page
 * carries those stylesheets in its `<style>` element ({@link firstPaintCss}) and links none (the shell's links and
 * preloads of them are dropped; the client fetches a lazy part's stylesheet when it loads it,
 * which does not block a paint); without, it links `stylesheets`.
 */
export function composeWallPage(
  shell: string,
  rendered: { head: string; body: string; css: string; lang?: string; dir?: 'ltr' | 'rtl' },
  dataElement: string,
  stylesheets: readonly string[],
  inline: InlineCss | null = null,
): string {
  let page = shell;
  let links = '';
  if (inline) {
    page = page.replace(/<link [^>]*>\s*/g, (tag) => {
      const href = linkHref(tag);
      return isStyleLink(tag) && href !== null && inline.files.includes(href) ? '' : tag;
    });
  } else {
    // The shell may only preload a stylesheet (`rel="preload" as="style"`): link it all the same.
    const linked = (href: string) =>
      [...shell.matchAll(/<link [^>]*>/g)].some(
        ([tag]) => tag.includes('rel="stylesheet"') && tag.includes(`/${href}"`),
      );
    links = stylesheets
      .filter((href) => !linked(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(href)}">`)
      .join('');
  }
  const title = /<title>[^<]*<\/title>/.exec(rendered.head)?.[0];
  const otherHead = rendered.head.replace(/<title>[^<]*<\/title>/, '');
  if (title) page = page.replace(/<title>[^<]*<\/title>/, title);
  const css = firstPaintCss(inline, rendered.css);
  const style = css === '' ? '' : `<style>${css}</style>`;
  page = page.replace('</head>', `${links}${style}${otherHead}</head>`);
  // The wall's language and direction (the shell says English, left to right).
  if (rendered.lang) {
    const dir = rendered.dir === 'rtl' ? 'rtl' : 'ltr';
    page = page.replace(
      /<html[^>]*>/,
      `<html lang="${escapeAttribute(rendered.lang)}" dir="${dir}">`,
    );
  }
  // The shell's root holds a loading status; the wall replaces it. The data element follows.
  page = page.replace(
    /<div id="root">[\s\S]*?<\/div>\s*<\/div>(\s*)<noscript>[\s\S]*?<\/noscript>/,
    () => `<div id="root">${rendered.body}</div>${dataElement}`,
  );
  return page;
}

async function readJson(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...internalReadHeaders(),
  };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const response = await app.inject({ method: 'GET', url, headers });
  try {
    return { status: response.statusCode, body: response.json() as unknown };
  } catch {
    return { status: response.statusCode, body: null };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A wall page drawn on the server, with what its answer needs besides the HTML. */
export interface DrawnWallPage {
  readonly html: string;
  /** The `style-src` hash source of its one `<style>` element; null when it has none. */
  readonly styleSource: string | null;
  /** The wall's public profile, as the page shows it (the view counter reads it). */
  readonly profile: Record<string, unknown>;
}

/**
 * The HTML of the wall of `userName` at the request's address (a wall address:
 * `renderer.wallUserName` named it), drawn on the server; null when the API does not answer 200
 * (the client then shows the spec's error page). The caller sends it with
 * {@link answerDrawnWallPage}.
 */
export async function drawWallPage(
  app: FastifyInstance,
  request: FastifyRequest,
  userName: string,
  renderer: WallRenderer,
  shell: string,
  stylesheets: readonly string[],
  inlineCss: ((themeId: string | null) => InlineCss | null) | null = null,
): Promise<DrawnWallPage | null> {
  const url = new URL(request.url, 'http://chorus.invalid');
  // The embed frame (`embed=true`, or `headingLevel` for a fixed-height frame) is drawn here
  // too: all it draws differently comes from its address (the loader puts the heading level
  // there, default 2), and the parent protocol starts only after hydration (use-embed-protocol).
  const name = encodeURIComponent(userName);
  const [profile, collections] = await Promise.all([
    readJson(app, request, `/api/profile/${name}`),
    readJson(app, request, `/api/collections/${name}`),
  ]);
  if (profile.status !== 200 || !isRecord(profile.body)) return null;
  const feedUrl = renderer.wallFirstFeedUrl(url.pathname, url.search, profile.body);
  const feed = await readJson(app, request, feedUrl);
  if (feed.status !== 200 || !isRecord(feed.body)) return null;
  const listed =
    collections.status === 200 && isRecord(collections.body) ? collections.body.collections : [];
  const data: WallPageData = {
    userName,
    profile: profile.body,
    collections: Array.isArray(listed) ? listed.filter(isRecord) : [],
    feed: { url: feedUrl, body: feed.body },
    now: Math.floor(Date.now() / 1000),
  };
  const rendered = await renderer.renderWall(`${url.pathname}${url.search}`, data);
  const inline =
    inlineCss && renderer.wallThemeId
      ? inlineCss(renderer.wallThemeId(url.pathname, url.search, profile.body))
      : null;
  const css = firstPaintCss(inline, rendered.css);
  return {
    html: composeWallPage(
      shell,
      rendered,
      renderer.pageDataElement({ ...data, styles: rendered.styles }),
      stylesheets,
      inline,
    ),
    styleSource: css === '' ? null : styleHashSource(css),
    profile: profile.body,
  };
}

/**
 * What every answer of a drawn wall page does, drawn now or kept (wall-page-cache.ts): its
 * `<style>` element's hash joins the page's CSP, and the visit is counted.
 */
export function answerDrawnWallPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<DrawnWallPage, 'styleSource' | 'profile'>,
): void {
  if (page.styleSource !== null) allowStyleHash(reply, page.styleSource);
  countWallView(app, request, page.profile);
}
