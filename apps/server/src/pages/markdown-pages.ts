/**
 * `/pages/*` and `/pages/tmp/*`: the operator's Markdown pages, from the pages folder
 * (CHORUS_PAGES_DIR, pages-config.ts): `/pages/team` is `<folder>/team.md`, `/pages/tmp/draft`
 * its `tmp/draft.md`. Each path segment must be a plain name (letters, digits, `-`, `_`, `.`,
 * not starting with a dot), so `..`, encoded dots and slashes, and hidden files are refused
 * before any file is opened; the file's real path (symlinks followed) must still lie inside
 * the folder's. Anything else is the not-found page. Pages are drawn in the shared page shell
 * with the owner pages' strict CSP.
 */
import { realpath, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { productName } from '@chorus/core';
import type { FastifyPluginAsync } from 'fastify';
import { readInstanceSettings } from '../db/repositories/instance.ts';
import { applyPagePolicy } from '../http/security.ts';
import { renderMarkdownPage } from './markdown.ts';
import { escapeHtml, notFoundPageHtml, serverPageHtml } from './page-shell.ts';

/** The largest Markdown file served (1 MiB): a page, not a data dump. */
export const maxPageBytes = 1024 * 1024;

const plainName = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

/**
 * The file a `/pages/...` path names inside `folder`, or null when a segment is not a plain
 * name. The path is the request's, still percent-encoded: each segment is decoded once and must
 * then be a plain name, so `%2e%2e` and `%2f` are refused like `..` and `/`.
 */
export function pageFileOf(folder: string, encodedPath: string): string | null {
  const segments = encodedPath.split('/');
  if (segments.length === 0 || segments.length > 8) return null;
  const names: string[] = [];
  for (const segment of segments) {
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!plainName.test(name)) return null;
    names.push(name);
  }
  return `${path.join(folder, ...names)}.md`;
}

/** Reads a page file when its real path lies inside the folder's; null when it does not. */
export async function readPageFile(folder: string, file: string): Promise<string | null> {
  try {
    const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(file)]);
    if (!realFile.startsWith(realFolder + path.sep)) return null;
    const info = await stat(realFile);
    if (!info.isFile() || info.size > maxPageBytes) return null;
    return await readFile(realFile, 'utf8');
  } catch {
    return null;
  }
}

/** The Markdown pages route. */
export const markdownPageRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const folder = app.config.pagesDir;
  app.get(
    '/pages/*',
    { config: { access: { action: 'public' } }, helmet: false, schema: { hide: true } },
    async (request, reply) => {
      await applyPagePolicy(reply, false);
      reply.header('cache-control', 'no-cache');
      const settings = await readInstanceSettings(db);
      const instanceName = settings.name ?? productName;
      const encodedPath = (request.url.split('?', 1)[0] ?? '').slice('/pages/'.length);
      const file = pageFileOf(folder, encodedPath);
      const source = file === null ? null : await readPageFile(folder, file);
      if (source === null) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPageHtml(instanceName));
      }
      const page = renderMarkdownPage(source);
      const fallbackTitle = path.basename(file ?? '', '.md');
      return reply.type('text/html; charset=utf-8').send(
        serverPageHtml({
          instanceName,
          title: page.title ?? fallbackTitle,
          mainHtml:
            page.title === null ? `<h1>${escapeHtml(fallbackTitle)}</h1>${page.html}` : page.html,
        }),
      );
    },
  );
};
