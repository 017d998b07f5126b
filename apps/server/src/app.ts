/**
 * `buildApp`: the Fastify application, with zod validation and serialization, the OpenAPI
 * document at /api/docs, security headers, rate limiting and the web app. It takes its
 * database and plugin host from the caller, so tests and the CLI assemble it the same way.
 */
import { isInternalRead } from './http/internal-read.ts';
import type { PluginHost } from '@chorus/core/host';
import type { SafeFetchOptions } from '@chorus/connector-kit';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAccess } from './auth/access.ts';
import type { ServerConfig } from './config.ts';
import type { ChorusDatabase } from './db/open.ts';
import { readFetchAllow } from './db/repositories/instance.ts';
import { CrawlRequests } from './ingest/crawl-requests.ts';
import { registerControlCharacterGuard } from './http/control-character-guard.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorLanguage } from './http/error-language.ts';
import { registerErrorHandling } from './http/errors.ts';
import { FrontAnswers, frontServerFactory } from './http/front-answers.ts';
import { apiDocsPolicy, registerSecurityHeaders } from './http/security.ts';
import { isApiPath, registerWebApp } from './http/web-app.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { registerAnalytics } from './analytics/routes.ts';
import { registerArchives, type ArchiveRouteOptions } from './archives/routes.ts';
import { registerCsvExports } from './exports/routes.ts';
import { castRoutes } from './cast/index.ts';
import { registerBodyDeadline, uploadTimeoutMs } from './http/body-deadline.ts';
import { registerRealtime, type RealtimeOptions } from './realtime/plugin.ts';
import { accountRoutes } from './routes/account/index.ts';
import { ssoRoutes } from './auth/sso/routes.ts';
import { healthRoutes } from './routes/health.ts';
import {
  mediaRoutes,
  mediaStoreFor,
  mediaUploadRoutes,
  mediaUsageRoutes,
  setMediaBaseUrl,
  variantSource,
} from './media/index.ts';
import { pluginRoutes } from './routes/plugins.ts';
import { postRoutes } from './routes/posts/index.ts';
import { suggestionRoutes } from './routes/suggestions.ts';
import { mapRoutes, type MapRouteOptions } from './map/routes.ts';
import { proxyRoutes } from './routes/proxy.ts';
import { pricingRoutes } from './routes/pricing.ts';
import { sitePageRoutes } from './pages/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { registerLivePasses } from './passes/routes.ts';
import { referralRoutes } from './referrals/routes.ts';
import { builderRoutes } from './builders/routes.ts';
import { integrationRoutes } from './integrations/routes.ts';
import {
  createSourceAddressCheck,
  type SourceAddressCheck,
  type SourceAddressOptions,
} from './routes/walls/source-address.ts';
import { wallRoutes } from './routes/walls/index.ts';
import { registerSlowWall } from './slow-wall/plugin.ts';
import type { SlowWallOptions } from './slow-wall/ticker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this app serves. */
    readonly database: ChorusDatabase;
    /** The installed plugins. */
    readonly plugins: PluginHost;
    /** The configuration it was built with. */
    readonly config: ServerConfig;
    /** Crawl-now requests, sent to the crawl engine of this process once attached. */
    readonly crawls: CrawlRequests;
    /** Refuses a source whose feed address is private or local (routes/walls/source-address). */
    readonly sourceAddressCheck: SourceAddressCheck;
    /** Kept public answers, given before the request cycle (http/front-answers.ts). */
    readonly frontAnswers: FrontAnswers;
  }
}

/** What `buildApp` assembles. */
export interface AppDependencies {
  readonly config: ServerConfig;
  readonly database: ChorusDatabase;
  readonly plugins: PluginHost;
  /** A logger setting; tests pass `false`. Defaults to pino at the configured level. */
  readonly logger?: boolean | { level: string; transport?: { target: string } };
  /** Live channel settings: who may publish control events, limits (see docs/realtime.md). */
  readonly realtime?: RealtimeOptions;
  /** Settings of the safe client `/api/proxy` fetches with (tests: a fake DNS, small limits). */
  readonly proxyFetch?: SafeFetchOptions;
  /** The DNS and extra allowed ranges of the feed address check (tests). */
  readonly sourceAddresses?: SourceAddressOptions;
  /** The slow-wall job's clock and period (tests drive it with `app.slowWall.tick()`). */
  readonly slowWall?: SlowWallOptions;
  /** The place picker's geocoder client and pacing (tests: an allow list, pacing). */
  readonly map?: MapRouteOptions;
  /** Archive uploads' folder and caps (tests lower them). */
  readonly archives?: Omit<ArchiveRouteOptions, 'store'>;
  /** How long an ordinary request may take to arrive (tests shorten it); default 30 s. */
  readonly bodyDeadlineMs?: number;
  /** The clock of live-update passes (tests move it; also `app.livePasses.now`). */
  readonly livePasses?: { readonly now?: () => Date };
}

/** Builds the Chorus HTTP application (not yet listening). */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database, plugins } = dependencies;
  // Posts shaped from now on give walls picture addresses under CHORUS_MEDIA_BASE_URL.
  setMediaBaseUrl(config.mediaBaseUrl);
  // Kept public answers (a wall's cached feed pages) go out before Fastify's request cycle.
  const frontAnswers = new FrontAnswers();
  const app = Fastify({
    logger: dependencies.logger ?? { level: config.logLevel },
    serverFactory: frontServerFactory(frontAnswers),
    trustProxy: config.trustProxy,
    // Bound slow clients: a request must arrive within 30 s (body-deadline.ts; a long upload
    // route within the hour), bodies are capped at 1 MB unless a route streams its own.
    requestTimeout: uploadTimeoutMs,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  registerBodyDeadline(app, dependencies.bodyDeadlineMs);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('plugins', plugins);
  app.decorate('config', config);
  app.decorate('crawls', new CrawlRequests());
  frontAnswers.log = app.log;
  app.decorate('frontAnswers', frontAnswers);
  app.addHook('preClose', (done) => {
    frontAnswers.close();
    done();
  });
  app.decorate(
    'sourceAddressCheck',
    createSourceAddressCheck({
      ...dependencies.sourceAddresses,
      allowAddresses: [
        ...config.ingestion.fetchAllow,
        ...(dependencies.sourceAddresses?.allowAddresses ?? []),
      ],
      // The administrator's allow list, read at each check so a change applies at once.
      moreAllowAddresses: () => readFetchAllow(database.db),
    }),
  );

  await registerSecurityHeaders(app);
  // Before compression: its hook must see the error body as text (error-language.ts).
  registerErrorLanguage(app);
  await registerCompression(app);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Only the API is limited. Pages and their hashed assets are files read from disk: limiting
    // them broke walls mid-load (a script answered 429 leaves a blank page), and every screen
    // and phone at an event shares the venue's one address. The server's own reads while it
    // draws a wall page are not a visitor's calls (internal-read.ts).
    allowList: (request) => !isApiPath(request.url) || isInternalRead(request),
  });
  registerErrorHandling(app);
  registerControlCharacterGuard(app);
  // Before any route: the access layer refuses /api routes registered without a declaration.
  await registerAccess(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chorus API',
        description: 'The HTTP API of Chorus, the self-hostable social wall.',
        version: '0.0.0',
      },
      tags: [
        { name: 'system', description: 'Health and installation' },
        { name: 'account', description: 'Sign-up, sign-in, sessions and settings' },
        { name: 'tokens', description: 'API and white-label moderation tokens' },
        { name: 'enterprise', description: 'Enterprise sub-accounts and wall access lists' },
        { name: 'walls', description: 'Walls (profiles), collections and feed counts' },
        { name: 'sources', description: 'Sources of every installed connector' },
        {
          name: 'posts',
          description: 'Wall feeds, single posts, moderation, pending posts and search',
        },
        {
          name: 'moderation',
          description: 'Screening rules, held posts, the trash, the audit log and its undo',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: apiDocsPolicy });

  await app.register(healthRoutes);
  await app.register(pluginRoutes);
  await registerRealtime(app, {
    database,
    plugins,
    databaseUrl: config.databaseUrl,
    options: dependencies.realtime,
  });
  await app.register(accountRoutes);
  await app.register(ssoRoutes);
  await app.register(wallRoutes);
  await app.register(postRoutes);
  await registerSlowWall(app, dependencies.slowWall);
  await app.register(oauthRoutes);
  await app.register(suggestionRoutes);
  await app.register(mapRoutes, dependencies.map ?? {});
  await app.register(proxyRoutes, { fetch: dependencies.proxyFetch });
  await app.register(mediaUsageRoutes);
  await app.register(mediaUploadRoutes, { store: mediaStoreFor(config) });
  await registerArchives(app, { store: mediaStoreFor(config), ...dependencies.archives });
  await registerCsvExports(app);
  await app.register(mediaRoutes, {
    variants: variantSource(database.db, mediaStoreFor(config)),
  });
  await app.register(pricingRoutes);
  await app.register(sitePageRoutes);
  await app.register(billingRoutes);
  await registerLivePasses(app, dependencies.livePasses);
  await app.register(referralRoutes);
  await app.register(builderRoutes);
  await app.register(castRoutes);
  await registerAnalytics(app);
  await app.register(integrationRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}
