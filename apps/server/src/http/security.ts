/**
 * Security headers. Every response gets helmet's defaults with a strict policy: no framing and
 * scripts from this origin only. Wall pages (the public wall and its embed) are meant to be
 * framed by other sites, so they get a policy that allows any ancestor but still forbids inline
 * script; admin pages keep `frame-ancestors 'none'` against clickjacking of moderation buttons.
 *
 * The headers come from helmet (the library), run once per policy and media host rather than
 * per request: @fastify/helmet, used before, built helmet's middleware again on every request
 * (parsing the CSP directives each time), about a sixth of a cached feed answer's CPU.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { IntegrationCsp } from '@chorus/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mediaBaseUrl, mediaOrigin } from '../media/base-url.ts';
import { mapTileOrigin } from '../map/map-config.ts';

/**
 * Hosts whose players a wall frames once a visitor clicks play: the privacy-enhanced players
 * the theme kit maps videos to (`videoFrameOrigins`, plugins/themes/kit/src/video-embeds.ts).
 * Any other video is a link out.
 */
export const embeddedMediaHosts = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
];

/** This origin and the media base URL's (a CDN), for img-src and media-src; read per request. */
const selfAndMediaHost = () => {
  const origin = mediaOrigin(mediaBaseUrl());
  return origin === null ? "'self'" : `'self' ${origin}`;
};

/**
 * Owner pages also draw the place picker's map: the media host and the tile server
 * (CHORUS_MAP_TILE_URL); read per request.
 */
const selfMediaAndTileHosts = () => {
  const tiles = mapTileOrigin();
  return tiles === null ? selfAndMediaHost() : `${selfAndMediaHost()} ${tiles}`;
};

/** The Content-Security-Policy directives shared by every HTML page. */
function cspDirectives(frameAncestors: string[], ownerPage = false) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Stylesheets from this origin only: no page makes a `<style>` element or a `style`
    // attribute (React sets styles through the CSSOM, and owners' custom CSS is a constructed
    // sheet), so injected markup cannot style the page to mislead (apps/web/e2e/csp.test.ts).
    styleSrc: ["'self'"],
    imgSrc: [
      ownerPage ? selfMediaAndTileHosts : selfAndMediaHost,
      'data:',
      'blob:',
      'https:',
      'http:',
    ],
    mediaSrc: [selfAndMediaHost, 'https:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // 'self': the edit panel shows the owner's wall page beside it in a frame.
    frameSrc: ["'self'", ...embeddedMediaHosts],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
    upgradeInsecureRequests: null,
  };
}

/**
 * The policy of the API reference at `/api/docs`: the admin one, with inline styles allowed,
 * because Swagger UI adds a style element at run time. It is our own page about our own API and
 * holds no user content; scripts stay `'self'` only.
 */
export function apiDocsPolicy(policy: string): string {
  return policy.replace(/style-src 'self'(?=;|$)/, "style-src 'self' 'unsafe-inline'");
}

/** Helmet options for pages that must never be framed (admin, API, docs). */
export const adminHelmet: HelmetOptions = {
  contentSecurityPolicy: { directives: cspDirectives(["'none'"], true) },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  // The connect dialog opens the network's sign-in in a popup and polls `popup.closed`; with
  // helmet's default `same-origin` the opener loses its handle the moment the popup leaves for
  // the network, and the poll would end the flow at once.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * Helmet options for wall pages, which any site may embed: the admin ones, widened, and without
 * `Origin-Agent-Cluster: ?1`. Browsers already key agent clusters by origin when the header is
 * absent (Chromium since 115: `document.domain` cannot be set). Sent explicitly, it also asks
 * for a process of the origin's own, which Chromium starts on the visitor's navigation instead
 * of taking the one it keeps ready: in headless Chromium, a wall page opened from another site
 * painted its first post about 40 ms later with the header (docs/performance.md, "Security
 * headers and the first paint"). A wall page shows public posts; owner pages keep the header.
 */
export const wallHelmet: HelmetOptions = {
  ...adminHelmet,
  contentSecurityPolicy: { directives: cspDirectives(['*']) },
  frameguard: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  originAgentCluster: false,
};

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** `false`: the route sets its own security headers ({@link applyPagePolicy}). */
    helmet?: false;
  }
  interface FastifyContextConfig {
    /** Set from the route's `helmet: false`: no default security headers. */
    ownSecurityHeaders?: boolean;
  }
}

/** The header writes of one policy: what helmet's middleware sets and removes. */
interface HeaderWrites {
  readonly set: readonly (readonly [string, string])[];
  readonly remove: readonly string[];
}

// Per policy object, per media and tile host (read per request: the CSP names them).
const writesOf = new WeakMap<HelmetOptions, Map<string, HeaderWrites>>();

/** Runs helmet's middleware for `options` once against a recorder; its writes, kept. */
function headerWrites(options: HelmetOptions): HeaderWrites {
  const hosts = selfMediaAndTileHosts();
  let byHosts = writesOf.get(options);
  if (!byHosts) writesOf.set(options, (byHosts = new Map()));
  let writes = byHosts.get(hosts);
  if (!writes) {
    const set: [string, string][] = [];
    const remove: string[] = [];
    const recorder = {
      setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
      removeHeader: (name: string) => void remove.push(name),
    };
    // Synchronous: helmet's middlewares only set headers, then call the next.
    helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
      if (error) throw error;
    });
    writes = { set, remove };
    // The hosts change only when the configuration does (tests change it): keep a few.
    if (byHosts.size >= 8) byHosts.clear();
    byHosts.set(hosts, writes);
  }
  return writes;
}

/** Sets the security headers of `options` on a reply (replacing any set before). */
export function applySecurityHeaders(reply: FastifyReply, options: HelmetOptions): void {
  const { set, remove } = headerWrites(options);
  for (const name of remove) reply.raw.removeHeader(name);
  for (const [name, value] of set) reply.raw.setHeader(name, value);
}

/**
 * Sets the admin (no framing) policy's headers on every answer, but those of routes declared
 * with `helmet: false`, which set their own ({@link applyPagePolicy}).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if ((route as { helmet?: unknown }).helmet === false) {
      route.config = { ...route.config, ownSecurityHeaders: true };
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.ownSecurityHeaders !== true) {
      applySecurityHeaders(reply, adminHelmet);
    }
    done();
  });
}

/**
 * The admin policy widened by a page's integrations (their script tags' origins and the
 * origins they declare): for that one response only (apps/server/src/integrations/page.ts).
 */
export function integrationPageHelmet(extra: IntegrationCsp): HelmetOptions {
  const base = cspDirectives(["'none'"], true);
  return {
    ...adminHelmet,
    contentSecurityPolicy: {
      directives: {
        ...base,
        scriptSrc: [...base.scriptSrc, ...extra.scriptSrc],
        connectSrc: [...base.connectSrc, ...extra.connectSrc],
        frameSrc: [...base.frameSrc, ...extra.frameSrc],
        imgSrc: [...base.imgSrc, ...extra.imgSrc],
      },
    },
  };
}

/**
 * Applies the wall or admin policy to a reply whose route disabled the global one; an owner
 * page that runs integrations gets the admin policy widened by exactly their origins.
 */
export async function applyPagePolicy(
  reply: FastifyReply,
  framable: boolean,
  integrations?: IntegrationCsp,
): Promise<void> {
  // A widened policy is made for this answer alone; its writes go with it (a WeakMap key).
  const policy = framable
    ? wallHelmet
    : integrations
      ? integrationPageHelmet(integrations)
      : adminHelmet;
  applySecurityHeaders(reply, policy);
}

/**
 * Headers of `/embed.js`, the loader other sites include with a script tag: a cross-site
 * `<script>` is a no-cors load, which the default `same-site` resource policy would block. The
 * loader is public and holds no secrets, so any site may load it; CORS is not needed for a
 * classic script. Its name is not hashed, so it is cached briefly (the caller's cache-control).
 */
export function applyEmbedLoaderHeaders(reply: FastifyReply): void {
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('content-type', 'text/javascript; charset=utf-8');
}
