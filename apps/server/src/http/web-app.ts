/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * GET outside /api, where the client router takes over. Whether a page may be framed follows
 * the route table shared with the web app: wall pages may, admin pages may not. `/embed.js`
 * (the embed loader, built at the root of the web build) is a script any site may load.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute, type RouteMatch } from '@chorus/web/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defaultPublicCacheSeconds } from '../config.ts';
import { pageIntegrations, withIntegrationScripts } from '../integrations/page.ts';
import { publicCacheHeadersOf } from './compression.ts';
import { applyEmbedLoaderHeaders, applyPagePolicy } from './security.ts';
import { WallPages } from './wall-page-cache.ts';
import {
  drawWallPage,
  loadInlineCss,
  loadWallRenderer,
  wallShellOf,
  wallStylesheets,
} from './wall-render.ts';

/** Route kinds other sites may frame: the public wall, its embed and templates. */
const framableKinds = new Set<RouteMatch['kind']>(['wall', 'builder-embed', 'template']);

/** Whether the page at this address may be shown inside another site's frame. */
export function isFramablePage(pathname: string, search: string): boolean {
  return framableKinds.has(matchRoute(pathname, search).kind);
}

/** Whether a request URL (path and query) is the HTTP API's rather than a page or an asset. */
export function isApiPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Registers the web app routes; without a build, pages explain how to make one. */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const embedLoaderFile = path.resolve(webDistDir, 'embed.js');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet; send those when accepted.
      preCompressed: true,
      // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
      setHeaders(reply: FastifyReply, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
        // Also when a pre-compressed copy (embed.js.br, .gz) is what goes out.
        const servedFile = path.resolve(filePath).replace(/\.(?:br|gz)$/, '');
        if (servedFile === embedLoaderFile) applyEmbedLoaderHeaders(reply);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'The web app is not built: run `npm run build`.');
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : null;
  // Wall pages are drawn on the server when the build has its server entry (wall-render.ts).
  const renderer = built ? await loadWallRenderer(webDistDir) : null;
  // They load the wall's own entry (wall.html, apps/web/vite.wall.config.ts) when the build
  // has it, with its stylesheets; else the app's, as older builds did.
  const wallBuild = renderer ? wallShellOf(webDistDir) : null;
  const wallHtml = wallBuild?.html ?? indexHtml;
  const stylesheets = renderer ? wallStylesheets(webDistDir, wallBuild?.metaDir) : [];
  // The first paint's stylesheets, put in the page (wall-render.ts).
  const inlineCss = renderer ? loadInlineCss(webDistDir, wallBuild?.metaDir) : null;

  const publicWallPageCache = publicCacheHeadersOf(app.config);
  const wallPages = new WallPages(
    (app.config.publicCacheSeconds ?? defaultPublicCacheSeconds) * 1000,
  );
  app.get(
    '/*',
    {
      helmet: false,
      schema: { hide: true },
      // A kept wall page is remembered once its answer has gone out whole (front-answers.ts).
      onResponse: (request, reply, done) => {
        app.frontAnswers.answered(request, reply);
        done();
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, 'http://chorus.invalid');
      if (isApiPath(url.pathname)) {
        await applyPagePolicy(reply, false);
        return reply.code(404).send({ error: 'Not found.' });
      }
      const framable = isFramablePage(url.pathname, url.search);
      // Owner pages (never wall pages, embeds or the API) carry the enabled integrations' scripts,
      // and their CSP gains exactly those scripts' origins.
      const integrations =
        framable || !indexHtml ? null : await pageIntegrations(app, request, 'owner');
      await applyPagePolicy(reply, framable, integrations?.csp);
      reply.header('cache-control', 'no-cache');
      if (!indexHtml) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The Chorus web app is not built yet: run `npm run build`, then reload.');
      }
      const userName = renderer?.wallUserName(url.pathname, url.search) ?? null;
      if (renderer && userName !== null) {
        // Drawn without a session, it is the public wall every visitor sees: kept here for a few
        // seconds, and a CDN may hold it as long (wall-page-cache.ts).
        const draw = () =>
          drawWallPage(
            app,
            request,
            userName,
            renderer,
            wallHtml ?? indexHtml,
            stylesheets,
            inlineCss,
          );
        if (await wallPages.send(app, request, reply, userName, draw, publicWallPageCache)) {
          return reply;
        }
      }
      const page = integrations ? withIntegrationScripts(indexHtml, integrations) : indexHtml;
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
