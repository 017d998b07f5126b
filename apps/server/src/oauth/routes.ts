/**
 * The OAuth 2 connect flow of every connector whose `auth.kind` is `oauth2`, and of every feed
 * type with its own OAuth 2 `auth`: each source signs in with its feed type's sign-in
 * (`feedTypeAuthOf`), with the app that sign-in names.
 *
 * - `GET /api/{network}/{id}/authorize` (the 665x300 popup opens it): the signed-in owner's
 *   session, from this site, for a source of that network on a wall they may modify. Makes a
 *   state and (for PKCE) a code verifier bound to the session, the wall and the source, keeps
 *   them ten minutes, and redirects to the network's consent screen.
 * - `GET /api/oauth/{network}/callback`: takes the state once, checks the session, exchanges
 *   the code at the token endpoint through the safe HTTP client, stores the tokens encrypted
 *   for the source, makes the source active and healthy, asks for a crawl, and answers the
 *   popup's end page.
 * - `GET /api/oauth/providers`: which sign-in apps this installation can use, by app id (a
 *   connector's id, or the app a feed type's own sign-in names).
 * - `GET /api/oauth/popup.js`: the end page's script.
 */
import {
  feedTypeAuthOf,
  formatMessage,
  isSourceError,
  messages,
  oauthAppOf,
  signInsOf,
  type ConnectorAuth,
  type ConnectorHttp,
  type ConnectorPlugin,
  type InstalledConnector,
} from '@chorus/core';
import { createSafeFetch } from '@chorus/connector-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { originAllowed } from '../auth/origin.ts';
import { sessionCookieName } from '../auth/session.ts';
import { loadKeyring, type Keyring } from '../credentials/keyring.ts';
import { saveCredentials } from '../credentials/store.ts';
import { findSourceById, updateSource, updateSourceHealth } from '../db/repositories/sources.ts';
import type { JsonObject } from '../db/json-shapes.ts';
import { resolveBaseUrls } from '../ingest/base-urls.ts';
import { healthyState } from '../ingest/health.ts';
import { wallOfSource } from '../routes/walls/source-locator.ts';
import {
  authorizeUrlOf,
  clientIdVariable,
  credentialPayloadOf,
  OAuthTokenError,
  randomToken,
  requestTokens,
  sha256Hex,
  type OAuthClient,
} from './client.ts';
import { popupScript, popupScriptPath, sendOutcomePage, type Outcome } from './page.ts';
import { creationRoutes } from './creation-routes.ts';
import { createOAuthClientLookup } from './app-credentials.ts';
import { registeredClientFor, type RegisteredClientDeps } from './registered-clients.ts';
import { saveAttempt, takeAttempt } from './states.ts';

/** What the OAuth routes may be given (tests pass their own client). */
export interface OAuthRouteOptions {
  /** The HTTP client of token requests; default the connector kit's safe client. */
  readonly http?: ConnectorHttp;
  /** The credentials keyring; default the installation's. */
  readonly keyring?: () => Promise<Keyring>;
}

const networkParam = z.string().regex(/^[a-z0-9_-]{1,40}$/);

/** Registers the OAuth routes. */
export async function oauthRoutes(app: FastifyInstance, options: OAuthRouteOptions = {}) {
  const { config } = app;
  const http =
    options.http ?? createSafeFetch({ allowAddresses: [...config.ingestion.fetchAllow] });
  let keyring: Promise<Keyring> | undefined;
  const keyringOf =
    options.keyring ??
    (() =>
      (keyring ??= loadKeyring({
        secretKey: config.secretKey,
        previousKeys: config.previousSecretKeys,
        dataDir: app.database.kind === 'pglite' ? config.dataDir : undefined,
      })));
  const connectorOf = (network: string): InstalledConnector | undefined =>
    app.plugins.connectors.find((connector) => connector.id === network);
  /** Whether any sign-in of a connector (its own or a feed type's) is OAuth 2. */
  const signsInWithOAuth = (connector: ConnectorPlugin): boolean =>
    signInsOf(connector).some(({ auth }) => auth.kind === 'oauth2');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The environment's OAuth app, else the one the administrator saved (app-credentials.ts).
  const oauthClientFor = createOAuthClientLookup({
    config,
    db: app.database.db,
    keyring: keyringOf,
  });
  const registering: RegisteredClientDeps = {
    db: app.database.db,
    keyring: keyringOf,
    http,
    website: config.publicUrl ?? null,
  };

  routes.get(
    '/api/oauth/providers',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['sources'],
        summary:
          'Sign-in apps of the networks that connect with OAuth 2 (by app id: the network, or the app a feed type signs in with), and whether this server can use them',
        response: {
          200: z.object({
            providers: z.record(
              z.string(),
              z.object({ configured: z.boolean(), message: z.string().nullable() }),
            ),
          }),
        },
      },
    },
    async () => {
      const providers: Record<string, { configured: boolean; message: string | null }> = {};
      for (const connector of app.plugins.connectors) {
        for (const { auth } of signInsOf(connector)) {
          if (auth.kind !== 'oauth2') continue;
          // A network that registers on each server needs nothing configured.
          const key = auth.registration ? connector.id : oauthAppOf(connector, auth).id;
          if (key in providers) continue;
          const configured =
            auth.registration !== undefined || (await oauthClientFor(connector, auth)) !== null;
          providers[key] = {
            configured,
            message: configured ? null : notConfigured(connector, auth),
          };
        }
      }
      return { providers };
    },
  );

  routes.get(
    popupScriptPath,
    {
      config: { access: { action: 'public' } },
      schema: { tags: ['sources'], summary: "The script of the sign-in popup's end page" },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(popupScript),
  );

  routes.get(
    '/api/:network/:id/authorize',
    {
      config: { access: { action: 'wall.modify', wall: wallOfSource(app.database.db, true) } },
      schema: {
        tags: ['sources'],
        summary: "Starts a source's OAuth 2 sign-in (the connect popup opens it)",
        params: z.object({ network: networkParam, id: z.string().regex(/^\d{1,15}$/) }),
      },
    },
    async (request, reply) => {
      const { network, id } = request.params;
      // Opened by the owner's page on this site: another site may not start a sign-in.
      const fetchSite = request.headers['sec-fetch-site'];
      if (
        !originAllowed(request, config, false) ||
        (typeof fetchSite === 'string' && !['same-origin', 'none'].includes(fetchSite))
      ) {
        throw httpError(403, messages.requestWrong);
      }
      const user = userOf(request);
      const cookie = request.cookies[sessionCookieName];
      if (user.via !== 'session' || !cookie) throw httpError(401, messages.signInRequired);
      const connector = connectorOf(network);
      if (!connector || !signsInWithOAuth(connector)) throw httpError(404, messages.notFound);
      const wall = wallOf(request);
      const source = await findSourceById(app.database.db, Number(id));
      if (!source || source.wall_id !== wall.id || source.network !== network) {
        throw httpError(404, messages.notFound);
      }
      // The source's feed type may sign in apart from the rest of its network (its own app).
      const auth = feedTypeAuthOf(connector, source.feed_type);
      if (auth.kind !== 'oauth2') throw httpError(404, messages.notFound);
      const redirectUri = callbackUrl(request, network);
      let client: OAuthClient | null;
      try {
        client = auth.registration
          ? await registeredClientFor(registering, connector, source, redirectUri, true)
          : await oauthClientFor(connector, auth);
      } catch (error) {
        // The server refused or could not be reached while registering: say so in the popup.
        request.log.warn({ network, sourceId: source.id, err: error }, 'oauth registration failed');
        const reason = error instanceof Error ? error.message : String(error);
        const text = formatMessage('oauthFailed', { network: connector.displayName, reason });
        return endPage(reply, 'failed', text, 502);
      }
      if (!client) return endPage(reply, 'failed', notConfigured(connector, auth), 503);

      const state = randomToken();
      const codeVerifier = client.pkce ? randomToken() : null;
      await saveAttempt(app.database.db, state, {
        sessionHash: sha256Hex(cookie),
        userId: user.user.id,
        wallId: wall.id,
        sourceId: source.id,
        network,
        feedType: source.feed_type,
        codeVerifier,
        redirectUri,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(authorizeUrlOf(client, { state, redirectUri, codeVerifier }), 302);
    },
  );

  // The spec's popup addresses for signing an existing source in again (`twitter/refresh/{id}`,
  // `linkedin/refreshtoken/{id}`): the same sign-in as `/api/{network}/{id}/authorize`, whose
  // checks (session, site, wall, source) apply after the redirect.
  for (const connector of app.plugins.connectors) {
    if (!signsInWithOAuth(connector)) continue;
    for (const word of ['refresh', 'refreshtoken']) {
      routes.get(
        `/${connector.id}/${word}/:id`,
        {
          config: { access: { action: 'public' } },
          schema: {
            tags: ['sources'],
            summary: `Signs a ${connector.displayName} source in again (the spec's popup address)`,
            params: z.object({ id: z.string().regex(/^\d{1,15}$/) }),
          },
        },
        async (request, reply) =>
          reply
            .header('cache-control', 'no-store')
            .redirect(`/api/${connector.id}/${request.params.id}/authorize`, 302),
      );
    }
  }

  // The spec's popup addresses that create a source and sign it in (`instagram/profile/...`).
  await creationRoutes(app);

  routes.get(
    '/api/oauth/:network/callback',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['sources'],
        summary: "The network's answer to a sign-in: stores the tokens, ends the popup",
        params: z.object({ network: networkParam }),
        querystring: z.object({
          state: z.string().max(200).optional(),
          code: z.string().max(4000).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { network } = request.params;
      const query = request.query;
      const connector = connectorOf(network);
      const name = connector?.displayName ?? network;
      if (!query.state) return endPage(reply, 'expired', messages.oauthExpired, 400);
      const attempt = await takeAttempt(app.database.db, query.state);
      const cookie = request.cookies[sessionCookieName];
      if (
        !attempt ||
        attempt.network !== network ||
        new Date(attempt.expires_at).getTime() < Date.now() ||
        !cookie ||
        sha256Hex(cookie) !== attempt.session_hash
      ) {
        return endPage(reply, 'expired', messages.oauthExpired, 400);
      }
      if (query.error !== undefined || !query.code) {
        const text =
          query.error === 'access_denied' || query.error === undefined
            ? formatMessage('oauthDenied', { network: name })
            : formatMessage('oauthFailed', {
                network: name,
                reason: query.error_description ?? query.error,
              });
        return endPage(reply, query.error === 'access_denied' ? 'denied' : 'failed', text, 200);
      }
      const source = await findSourceById(app.database.db, Number(attempt.source_id));
      if (!source || source.wall_id !== Number(attempt.wall_id) || source.network !== network) {
        return endPage(reply, 'expired', messages.oauthExpired, 400);
      }
      // The sign-in of the source's feed type: the same one its authorize step used.
      const auth = connector ? feedTypeAuthOf(connector, source.feed_type) : undefined;
      const registration = auth?.kind === 'oauth2' && auth.registration;
      const client =
        !connector || auth?.kind !== 'oauth2'
          ? null
          : registration
            ? await registeredClientFor(registering, connector, source, attempt.redirect_uri, false)
            : await oauthClientFor(connector, auth);
      if (!connector || !auth || !client) {
        return endPage(
          reply,
          'failed',
          connector && auth ? notConfigured(connector, auth) : messages.notFound,
          503,
        );
      }
      try {
        const granted = await requestTokens(http, client, {
          grant_type: 'authorization_code',
          code: query.code,
          redirect_uri: attempt.redirect_uri,
          ...(attempt.code_verifier ? { code_verifier: attempt.code_verifier } : {}),
        });
        // The connector's own last step: a long-lived or page token, ids, resolved options.
        const completed =
          auth.kind === 'oauth2' && auth.completeSignIn
            ? await auth.completeSignIn({
                http,
                tokens: granted,
                client: { clientId: client.clientId, clientSecret: client.clientSecret },
                source: { feedType: source.feed_type, options: source.options },
                baseUrls: resolveBaseUrls(connector, config.ingestion.baseUrlOverrides),
                pluginOptions: connector.options,
                now: new Date(),
              })
            : { tokens: granted };
        const { tokens } = completed;
        await saveCredentials(app.database.db, await keyringOf(), {
          sourceId: source.id,
          provider: network,
          // A token of a many-server network names its server: it is only ever sent there.
          payload: {
            ...completed.credentials,
            ...credentialPayloadOf(tokens),
            ...(registration ? { issuer: new URL(client.tokenUrl).origin } : {}),
          },
          expiresAt: tokens.expiresAt,
        });
        if (completed.options) {
          await updateSource(app.database.db, source.id, {
            options: { ...source.options, ...completed.options } as JsonObject,
          });
        }
      } catch (error) {
        if (isSourceError(error)) {
          request.log.warn({ network, sourceId: source.id, err: error }, 'oauth sign-in refused');
          const text = formatMessage('oauthFailed', { network: name, reason: error.message });
          return endPage(reply, 'failed', text, 502);
        }
        if (!(error instanceof OAuthTokenError)) throw error;
        request.log.warn(
          { network, sourceId: source.id, err: error },
          'oauth token exchange failed',
        );
        const text = formatMessage('oauthFailed', { network: name, reason: error.message });
        return endPage(reply, 'failed', text, 502);
      }
      // Authorised again: the source runs, its health is clean, and it is crawled now.
      await updateSource(app.database.db, source.id, { status: 'active' });
      await updateSourceHealth(app.database.db, source.id, healthyState);
      await app.crawls.request(source.id).catch((error: unknown) => {
        request.log.warn({ err: error, sourceId: source.id }, 'could not queue a crawl');
      });
      return endPage(reply, 'connected', formatMessage('oauthConnected', { network: name }), 200);
    },
  );
}

/** The text shown when the installation has no client id for a sign-in's app. */
function notConfigured(connector: ConnectorPlugin, auth: ConnectorAuth): string {
  if (auth.kind !== 'oauth2') return messages.notFound;
  const oauthApp = oauthAppOf(connector, auth);
  return formatMessage('oauthNotConfigured', {
    network: oauthApp.name,
    variable: clientIdVariable(oauthApp.id),
  });
}

/** The callback address: on the public address when configured, else this request's. */
function callbackUrl(request: FastifyRequest, network: string): string {
  const base = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(`/api/oauth/${network}/callback`, base).toString();
}

function endPage(reply: FastifyReply, outcome: Outcome, text: string, status: number) {
  return sendOutcomePage(reply, outcome, text, status);
}
