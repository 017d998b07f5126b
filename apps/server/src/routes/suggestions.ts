/**
 * `GET /api/suggestions/{network}/{feed_type}/{field}?q=`: the typeahead of a connect dialog
 * (spec, owner side §5: "Company typeahead: minimum 3 characters, 10 items"). A feed type
 * declares which of its fields suggest, with their minimum length and item count; this route
 * checks the request against that declaration and asks the connector's `suggest`, which reaches
 * its network through the connector kit's safe HTTP client only.
 */
import {
  feedTypeAuthOf,
  feedTypesSharingSignIn,
  messages,
  pluginIdPattern,
  type InstalledConnector,
  type Suggestion,
} from '@chorus/core';
import type { SafeFetchOptions } from '@chorus/connector-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { operatorSafeFetch } from '../http/operator-fetch.ts';
import { resolveBaseUrls } from '../ingest/base-urls.ts';
import { errorSchema } from './account/schemas.ts';
import { connectorClock, connectorLogger } from '../ingest/connector-context.ts';
import { ownerSignInOf } from './owner-sign-in.ts';

/** Options of {@link suggestionRoutes}: the safe client's settings over the defaults below. */
export interface SuggestionRouteOptions {
  /** Overrides of the safe client (tests: an allow list, small limits). */
  readonly fetch?: SafeFetchOptions;
}

/** A person is waiting on every lookup: a short time limit, no retries, small answers. */
export const suggestFetchDefaults = {
  timeoutMs: 8000,
  maxBodyBytes: 1024 * 1024,
  retries: 0,
} as const satisfies SafeFetchOptions;

/** Each lookup calls another network: a fifth of the general per-minute limit. */
export function suggestionRateLimit(generalMax: number): number {
  return Math.max(1, Math.ceil(generalMax / 5));
}

const paramsSchema = z.object({
  network: z.string().regex(pluginIdPattern),
  feed_type: z.string().regex(pluginIdPattern),
  field: z.string().min(1).max(100),
});

const querySchema = z.object({
  q: z.string().trim().min(1).max(200).describe('What the owner has typed'),
});

const suggestionSchema = z.object({
  value: z.string().min(1).max(500),
  label: z.string().max(500).optional(),
  detail: z.string().max(500).optional(),
});

const answerSchema = z.object({ items: z.array(suggestionSchema) });

/** The connector's answer, checked and cut to `limit` items; null when it is malformed. */
export function checkedSuggestions(answer: unknown, limit: number): Suggestion[] | null {
  const parsed = z.array(suggestionSchema).safeParse(answer);
  return parsed.success ? parsed.data.slice(0, limit) : null;
}

/** The typeahead route. */
export const suggestionRoutes: FastifyPluginAsyncZod<SuggestionRouteOptions> = async (
  app,
  options,
) => {
  // CHORUS_FETCH_ALLOW and the administrator's list, as for a feed's creation and crawls.
  const http = operatorSafeFetch(app, suggestFetchDefaults, options.fetch);

  function connectorOf(network: string): InstalledConnector {
    const connector = app.plugins.connector(network);
    if (!connector) throw httpError(404, messages.notFound);
    return connector;
  }

  app.get(
    '/api/suggestions/:network/:feed_type/:field',
    {
      config: {
        // Signed-in accounts only; the handler narrows it to browser sessions.
        access: { action: 'signedIn' },
        rateLimit: { max: suggestionRateLimit(app.config.rateLimitMax), timeWindow: '1 minute' },
      },
      schema: {
        tags: ['sources'],
        summary: 'Suggest values for a field of a connect dialog as the owner types',
        params: paramsSchema,
        querystring: querySchema,
        response: {
          200: answerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The connect dialog's session; API tokens serve scripts, which can look up for themselves.
      if (userOf(request).via !== 'session') throw httpError(403, messages.notAllowed);
      const { network, feed_type: feedType, field } = request.params;
      const connector = connectorOf(network);
      const declared = connector.feedTypes[feedType]?.suggestions?.[field];
      if (!declared || !connector.suggest) {
        const message = messages.requestWrong;
        return reply.code(400).send({ error: message, issues: [{ path: 'field', message }] });
      }
      const query = request.query.q;
      if (query.length < declared.minChars) {
        const message = messages.requestWrong;
        return reply.code(400).send({ error: message, issues: [{ path: 'q', message }] });
      }

      // A network that signs in answers lookups for a signed-in account only (LinkedIn's pages
      // the member administers): the owner's own sign-in, when they have one.
      const credentials =
        feedTypeAuthOf(connector, feedType).kind === 'none'
          ? null
          : await ownerSignInOf(
              app,
              userOf(request).ownerId,
              network,
              feedTypesSharingSignIn(connector, feedType),
            );

      // The owner typed on (the browser dropped the call): stop asking the network.
      const stop = new AbortController();
      const onClose = () => stop.abort();
      reply.raw.once('close', onClose);
      let answer: unknown;
      await http.refresh();
      try {
        answer = await connector.suggest({
          feedType,
          field,
          query,
          limit: declared.maxItems,
          http,
          baseUrls: resolveBaseUrls(connector, app.config.ingestion.baseUrlOverrides),
          signal: stop.signal,
          logger: connectorLogger(request.log, { network, feedType, field }),
          clock: connectorClock(undefined),
          options: connector.options,
          credentials,
        });
      } catch (error) {
        request.log.info({ network, feedType, field, err: error }, 'suggestions failed');
        return reply.code(502).send({ error: messages.requestProblem });
      } finally {
        reply.raw.off('close', onClose);
      }
      const items = checkedSuggestions(answer, declared.maxItems);
      if (!items) {
        request.log.info({ network, feedType, field }, 'suggestions malformed');
        return reply.code(502).send({ error: messages.requestProblem });
      }
      // Answers depend on the typed text and the network's state; only this account asked.
      reply.header('cache-control', 'private, no-store');
      return { items };
    },
  );
};
