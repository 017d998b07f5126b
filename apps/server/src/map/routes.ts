/**
 * The place picker's routes (docs/operations.md, "The place picker's map"):
 * `GET /api/map` tells the connect dialog where its tiles come from, and
 * `GET /api/map/search?query=&near=` is the spec's map search ("please enter a valid query and
 * near" when either is missing), answered by the configured geocoder through this server so the
 * owner's browser only ever talks to Chorus and the tile server.
 */
import { formatMessageRef, messages, placeSearchDefaults, validateMapSearch } from '@chorus/core';
import { defaultUserAgent, type SafeFetchOptions } from '@chorus/connector-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { operatorSafeFetch } from '../http/operator-fetch.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { createGeocoder, GeocoderError, type GeocoderOptions } from './geocoder.ts';
import { defaultMapConfig, setMapTileOrigin, tileOrigin } from './map-config.ts';

/** Options of {@link mapRoutes} (tests: an allow list, pacing). */
export interface MapRouteOptions {
  readonly fetch?: SafeFetchOptions;
  readonly geocoder?: Pick<GeocoderOptions, 'intervalMs' | 'maxWaitMs' | 'cacheMs'>;
}

/** A person waits on every search: a short time limit, no retries, small answers. */
const geocoderFetchDefaults = {
  timeoutMs: 8000,
  maxBodyBytes: 512 * 1024,
  retries: 0,
} as const satisfies SafeFetchOptions;

/** Searches one account may start a minute: a tenth of the general limit, at least 5. */
export function mapSearchRateLimit(generalMax: number): number {
  return Math.max(5, Math.ceil(generalMax / 10));
}

/** The User-Agent naming this installation to the geocoder. */
export function mapUserAgent(publicUrl: string | undefined): string {
  return publicUrl ? `${defaultUserAgent}; map search for ${publicUrl}` : defaultUserAgent;
}

const searchQuery = z.object({
  query: z.string().max(200).optional().describe('What to look for ("coffee")'),
  near: z.string().max(200).optional().describe('The place to look near ("Berlin")'),
});

const placeSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  name: z.string(),
  boundingBox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});

const mapSettingsSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  attributionUrl: z.string(),
  zoom: z.number().int(),
  distanceMetres: z.number(),
});

/** The map's routes. */
export const mapRoutes: FastifyPluginAsyncZod<MapRouteOptions> = async (app, options) => {
  const map = app.config.map ?? defaultMapConfig;
  // Owner pages draw the map's tiles: their img-src names the tile server.
  setMapTileOrigin(tileOrigin(map.tileUrl));
  // CHORUS_FETCH_ALLOW and the administrator's list, as for a feed's creation and crawls.
  const http = operatorSafeFetch(app, geocoderFetchDefaults, options.fetch);
  const geocoder = createGeocoder({
    baseUrl: map.geocoderUrl,
    http,
    userAgent: mapUserAgent(app.config.publicUrl),
    ...options.geocoder,
  });

  app.get(
    '/api/map',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['sources'],
        summary: "The place picker's tile server and map search defaults",
        response: { 200: mapSettingsSchema, 401: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return {
        tileUrl: map.tileUrl,
        attribution: map.attribution,
        attributionUrl: map.attributionUrl,
        zoom: placeSearchDefaults.zoom,
        distanceMetres: placeSearchDefaults.distanceMetres,
      };
    },
  );

  app.get(
    '/api/map/search',
    {
      config: {
        access: { action: 'signedIn' },
        rateLimit: { max: mapSearchRateLimit(app.config.rateLimitMax), timeWindow: '1 minute' },
      },
      schema: {
        tags: ['sources'],
        summary: 'Find places near a place for the place picker (the map search)',
        querystring: searchQuery,
        response: {
          200: z.object({ places: z.array(placeSchema) }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The connect dialog's session; scripts with API tokens can ask a geocoder themselves.
      if (userOf(request).via !== 'session') throw httpError(403, messages.notAllowed);
      const query = (request.query.query ?? '').trim();
      const near = (request.query.near ?? '').trim();
      const invalid = validateMapSearch(query, near);
      if (invalid) {
        const message = formatMessageRef(invalid);
        const path = query === '' ? 'query' : 'near';
        return reply.code(400).send({ error: message, issues: [{ path, message }] });
      }
      const stop = new AbortController();
      const onClose = () => stop.abort();
      reply.raw.once('close', onClose);
      await http.refresh();
      try {
        const places = await geocoder.search({ query, near }, stop.signal);
        reply.header('cache-control', 'private, no-store');
        return { places };
      } catch (error) {
        if (error instanceof GeocoderError && error.kind === 'busy') {
          reply.header('retry-after', String(error.retryAfterSeconds));
          return reply.code(429).send({ error: messages.tooManyRequests });
        }
        request.log.info({ err: error }, 'map search failed');
        return reply.code(502).send({ error: messages.requestProblem });
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
};
