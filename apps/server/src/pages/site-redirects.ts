/**
 * `/about`, `/clients` and `/blog` (with anything below them): redirects (302) to the addresses
 * the administrator set in the admin screen, the path below and the query carried over
 * (`/blog/2026/launch?x=1` to `<blog address>/2026/launch?x=1`). Unset, they answer the
 * not-found page. `/pricing` follows the same rule in routes/pricing.ts, with its built-in
 * plans page when unset.
 */
import { productName } from '@chorus/core';
import type { FastifyPluginAsync } from 'fastify';
import { readInstanceSettings, type SitePageName } from '../db/repositories/instance.ts';
import { applyPagePolicy } from '../http/security.ts';
import { notFoundPageHtml } from './page-shell.ts';

/** The site pages this module redirects; `/pricing` has its own page (routes/pricing.ts). */
export const redirectedSitePages = ['about', 'clients', 'blog'] as const satisfies SitePageName[];

/**
 * Where a site page's request goes: the address with the request's path below `prefix` appended
 * to its path and the request's query added to its own; null when no address is set. The path
 * is kept as it came, percent-encoded, so it can only ever extend the address's path.
 */
export function sitePageRedirect(
  address: string | null,
  requestUrl: string,
  prefix: string,
): string | null {
  if (address === null) return null;
  const request = new URL(requestUrl, 'http://chorus.invalid');
  const below = request.pathname.slice(prefix.length).replace(/^\/+/, '');
  const target = new URL(address);
  if (below !== '') target.pathname = `${target.pathname.replace(/\/+$/, '')}/${below}`;
  for (const [name, value] of request.searchParams) target.searchParams.append(name, value);
  return target.href;
}

/** The redirects of `/about`, `/clients` and `/blog`. */
export const siteRedirectRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  for (const page of redirectedSitePages) {
    const prefix = `/${page}`;
    for (const url of [prefix, `${prefix}/*`]) {
      app.get(
        url,
        { config: { access: { action: 'public' } }, helmet: false, schema: { hide: true } },
        async (request, reply) => {
          await applyPagePolicy(reply, false);
          const settings = await readInstanceSettings(db);
          reply.header('cache-control', 'no-cache');
          const target = sitePageRedirect(settings.sitePages[page], request.url, prefix);
          if (target !== null) return reply.redirect(target, 302);
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(notFoundPageHtml(settings.name ?? productName));
        },
      );
    }
  }
};
