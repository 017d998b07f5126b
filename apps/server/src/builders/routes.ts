/**
 * The website builder's two addresses (spec: `wix/endpoint`, `wix/settings`). Wix opens them
 * with a signed `instance` parameter (wix-instance.ts); a verified one leads to the account
 * `wix_<md5 of the instance id>` (made on the first visit, wix-account.ts):
 * - `/wix/endpoint`: that account's wall, drawn as the public wall in builder-host mode;
 * - `/wix/settings`: a session for that account (only for the site's owner), then its edit
 *   panel.
 * A missing, unreadable or wrongly signed instance, or a server without the Wix app's secret,
 * gets a plain page with one sentence (wix-pages.ts), never a wall.
 *
 * Inside the builder, the index (`/`, with or without a query) leads a builder session to its
 * settings page, the edit panel (owner spec, routes: "inside the website builder, to the
 * builder-plugin settings page"); upgrade links lead to Wix's billing page (wix-upgrade.ts).
 * These routes join the root context (`skip-override`), so that index hook also covers the
 * web app's pages, registered after them.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { applyPagePolicy } from '../http/security.ts';
import { builderAccountOf, type BuilderAccount } from './wix-account.ts';
import { verifyWixInstance, type WixInstance } from './wix-instance.ts';
import { builderRefusalPage, builderRefusals, type BuilderRefusal } from './wix-pages.ts';
import { startBuilderSession } from './wix-session.ts';
import { isBuilderAccount, rememberWixInstance } from './wix-upgrade.ts';
import { resolveCaller } from '../auth/credentials.ts';
import { sessionCookieName, sessionLifetimeSeconds } from '../auth/session.ts';

/** The address of a builder account's wall. */
export const builderWallPath = (account: BuilderAccount) =>
  `/${encodeURIComponent(account.wall.user_name)}`;

/** Its edit panel. */
export const builderSettingsPath = (account: BuilderAccount) => `${builderWallPath(account)}/edit`;

/** The site owner's permission in Wix's instance. */
const ownerPermission = 'OWNER';

const pageOptions = {
  config: { access: { action: 'public' } },
  helmet: false,
  schema: { hide: true },
} as const;

export const builderRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, query] = request.url.split('?', 2);
    if (pathname !== '/' || !request.cookies[sessionCookieName]) return;
    // The web app's routes declare no access, so the caller is looked up here.
    const { principal } = await resolveCaller(db, request, undefined);
    if (principal.kind !== 'user' || !isBuilderAccount(principal.user)) return;
    const settings = `/${encodeURIComponent(principal.user.username)}/edit`;
    return reply.redirect(query ? `${settings}?${query}` : settings, 302);
  });

  const refuse = (reply: FastifyReply, refusal: BuilderRefusal) =>
    reply
      .code(builderRefusals[refusal].status)
      .type('text/html; charset=utf-8')
      .send(builderRefusalPage(refusal));

  /** The verified instance of the request, or the refusal already sent. */
  async function verified(request: FastifyRequest, reply: FastifyReply) {
    // The builder shows both pages in its own frames; the refusal too.
    await applyPagePolicy(reply, true);
    reply.header('cache-control', 'private, no-store');
    const secret = app.config.wix?.appSecret;
    if (!secret) {
      await refuse(reply, 'not-configured');
      return null;
    }
    const { instance } = request.query as { instance?: unknown };
    const check = verifyWixInstance(instance, secret);
    if (!check.ok) {
      await refuse(reply, check.reason);
      return null;
    }
    return check.instance;
  }

  const accountOf = (instance: WixInstance) => builderAccountOf(db, instance.instanceId);

  app.get('/wix/endpoint', pageOptions, async (request, reply) => {
    const instance = await verified(request, reply);
    if (!instance) return reply;
    const account = await accountOf(instance);
    return reply.redirect(builderWallPath(account), 302);
  });

  app.get('/wix/settings', pageOptions, async (request, reply) => {
    const instance = await verified(request, reply);
    if (!instance) return reply;
    // Visitors of a published site hold a signed instance too: only the owner's opens the panel.
    if (instance.permissions !== ownerPermission) return refuse(reply, 'not-owner');
    const account = await accountOf(instance);
    await startBuilderSession(db, request, reply, app.config, account.user.id);
    rememberWixInstance(request, reply, app.config, instance.instanceId, sessionLifetimeSeconds);
    return reply.redirect(builderSettingsPath(account), 302);
  });
};

// Hooks of a plugin apply to its own context only: joining the root context lets the index
// hook above see `/`, which the web app serves (Fastify's documented `skip-override` mark, the
// one fastify-plugin sets).
Object.assign(builderRoutes, { [Symbol.for('skip-override')]: true });
