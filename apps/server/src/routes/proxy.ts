/**
 * `GET /api/proxy?url=`: the owner app's way to show an image, or read a JSON answer, from
 * another site without the browser calling that site (spec, owner side, "Proxy"). It is a
 * server-side fetch of a user-supplied URL, so it is the textbook SSRF door: it goes through
 * the connector kit's safe client (public addresses only, every redirect re-checked, the
 * address checked is the address connected to), hands back only images and JSON, by content
 * type, within a size cap and a time limit, and forwards nothing of the caller — no cookie, no
 * token, no header but `Accept`.
 */
import { isSourceError, messages } from '@chorus/core';
import type { SafeFetchOptions } from '@chorus/connector-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/declaration.ts';
import { originAllowed } from '../auth/origin.ts';
import { httpError } from '../auth/http-error.ts';
import { operatorSafeFetch } from '../http/operator-fetch.ts';
import { errorSchema } from './account/schemas.ts';

/** Options of {@link proxyRoutes}: the safe client's settings over the defaults below. */
export interface ProxyRouteOptions {
  /** Overrides of the proxy's safe client (tests: a fake DNS, an allow list, small limits). */
  readonly fetch?: SafeFetchOptions;
}

/** The defaults of the proxy's client: smaller than a crawl's, since a person is waiting. */
export const proxyFetchDefaults = {
  timeoutMs: 10_000,
  maxBodyBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  retries: 0,
} as const satisfies SafeFetchOptions;

/**
 * Media types the proxy hands back. Raster images only: an SVG is a document that can carry
 * script, and it would run with this site's origin. JSON for the spec's user searches.
 */
const imageTypes: ReadonlySet<string> = new Set([
  'image/avif',
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/** The media type of a Content-Type header, lower-cased without parameters. */
function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The Content-Type the proxy answers with, or null for a type it does not hand back. */
export function proxiedType(contentType: string | null): string | null {
  const type = mediaType(contentType);
  if (imageTypes.has(type)) return type;
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) {
    return 'application/json; charset=utf-8';
  }
  return null;
}

const querySchema = z.object({
  url: z.string().min(1).max(2048),
});

/** The proxy route. */
export const proxyRoutes: FastifyPluginAsyncZod<ProxyRouteOptions> = async (app, options) => {
  // CHORUS_FETCH_ALLOW and the administrator's list, as for a feed's creation and crawls.
  const http = operatorSafeFetch(app, proxyFetchDefaults, options.fetch);

  app.get(
    '/api/proxy',
    {
      config: {
        // Signed-in accounts only; the handler narrows it to browser sessions.
        access: { action: 'signedIn' },
        // Each call may hold a fetch for seconds: a tenth of the general limit.
        rateLimit: {
          max: Math.max(1, Math.ceil(app.config.rateLimitMax / 10)),
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['system'],
        summary: 'Fetch an image or a JSON answer from a public address (owner sessions only)',
        querystring: querySchema,
        response: {
          200: z.any().describe('The image or the JSON, as the address answered it'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The owner app's session (an owner or one of its moderators); API tokens serve scripts,
      // which can fetch for themselves.
      if (userOf(request).via !== 'session') throw httpError(403, messages.notAllowed);
      // Only the owner app's own pages: another site could otherwise make a signed-in
      // browser fetch through this server by navigating to it.
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite || !originAllowed(request, app.config, false)) {
        throw httpError(403, messages.requestWrong);
      }

      let response: Response;
      await http.refresh();
      try {
        response = await http(request.query.url, {
          headers: {
            accept: 'image/avif,image/webp,image/png,image/*;q=0.8,application/json;q=0.7',
          },
        });
      } catch (error) {
        if (isSourceError(error) && error.kind === 'invalid_source') {
          // Not a public http(s) address: the caller's mistake, or an SSRF attempt. The reason
          // (not http(s), a private or local address, a redirect to one) names only the
          // caller's own address and the rule, never what the server found behind it.
          request.log.info({ url: request.query.url, reason: error.message }, 'proxy refused');
          throw httpError(400, error.message);
        }
        request.log.info({ url: request.query.url, err: error }, 'proxy fetch failed');
        return reply.code(502).send({ error: messages.requestProblem });
      }
      const type = proxiedType(response.headers.get('content-type'));
      if (!response.ok || type === null) {
        request.log.info(
          {
            url: request.query.url,
            status: response.status,
            type: response.headers.get('content-type'),
          },
          'proxy answer not handed back',
        );
        return reply.code(502).send({ error: messages.requestProblem });
      }
      const body = Buffer.from(await response.arrayBuffer());
      return (
        reply
          .type(type)
          // Only this account asked; a shared cache must not keep it.
          .header('cache-control', 'private, max-age=3600')
          // Never a document: even if a browser navigates here, nothing in it runs.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(body)
      );
    },
  );
};
