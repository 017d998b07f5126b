/**
 * `GET /media/<hash>/<width>`: a re-hosted picture, in AVIF, WebP or JPEG as the browser's
 * `Accept` allows. Answers only for pictures Chorus stored. A picture's address never changes
 * content, so it is cached for a year as immutable; `Vary: Accept` keeps a CDN from handing
 * AVIF to a browser that asked for JPEG.
 */
import type { FastifyPluginAsync } from 'fastify';
import { mediaWidths, type MediaWidth } from './hosted-media.ts';
import { variantContentType } from './process.ts';
import type { VariantSource } from './variants.ts';

/** Options of {@link mediaRoutes}. */
export interface MediaRouteOptions {
  readonly variants: VariantSource;
}

const hashPattern = /^[0-9a-f]{64}$/;
const widths: ReadonlySet<number> = new Set(mediaWidths);

/** The media routes. */
export const mediaRoutes: FastifyPluginAsync<MediaRouteOptions> = async (app, options) => {
  app.get<{ Params: { hash: string; width: string } }>(
    '/media/:hash/:width',
    { schema: { hide: true } },
    async (request, reply) => {
      const { hash } = request.params;
      const width = Number(request.params.width);
      if (!hashPattern.test(hash) || !widths.has(width)) {
        return reply.code(404).send({ error: 'Not found.' });
      }
      const variant = await options.variants.variant(
        hash,
        width as MediaWidth,
        request.headers.accept,
      );
      if (variant === null) return reply.code(404).send({ error: 'Not found.' });
      const etag = `"${hash.slice(0, 16)}-${width}-${variant.format}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .header('etag', etag)
        // Walls embedded in other sites, and a CDN on another host, load these.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(variantContentType[variant.format]).send(variant.bytes);
    },
  );
};
