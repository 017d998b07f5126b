/**
 * `GET /api/plugins`: every installed connector and theme, with JSON Schemas for the admin.
 * Titles, descriptions and option labels come in the language the request's `Accept-Language`
 * prefers, from each plugin's `texts` (English where a plugin ships none). docs/i18n.md.
 */
import { featureFlagSchema } from '@chorus/core';
import { describePlugins, type PluginsDescription } from '@chorus/core/host';
import type { ShippedLanguage } from '@chorus/core/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredLanguage } from '../http/error-language.ts';

const jsonSchema = z.record(z.string(), z.unknown());

const pluginsSchema = z.object({
  connectors: z.array(
    z.object({
      id: z.string(),
      shortCode: z.string(),
      sourceNumber: z.number(),
      displayName: z.string(),
      icon: z.string(),
      auth: z.object({
        kind: z.enum(['none', 'apiKey', 'oauth2']),
        scopes: z.array(z.string()).optional(),
      }),
      feedTypes: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string().nullable(),
          schema: jsonSchema,
          suggestions: z.record(
            z.string(),
            z.object({ minChars: z.number().int(), maxItems: z.number().int() }),
          ),
          signIn: z.enum(['required', 'optional']).optional().meta({
            description:
              'OAuth 2 networks: optional when this feed reads public posts without sign-in.',
          }),
          credentials: jsonSchema.optional().meta({
            description:
              'Sign-in details the owner enters with this feed type (secret: writeOnly).',
          }),
        }),
      ),
      archive: z
        .object({
          maxBytes: z.number().int(),
          contentTypes: z.array(z.string()),
          extensions: z.array(z.string()),
          hint: z.string(),
        })
        .optional()
        .meta({
          description:
            'Google+ and Vine: the archive a source is made from (POST /api/{network}/{id}/archive).',
        }),
    }),
  ),
  themes: z.array(
    z.object({
      id: z.string(),
      legacyNames: z.array(z.string()),
      displayName: z.string(),
      capabilities: z.object({
        collectionBar: z.boolean(),
        pageSize: z.union([z.literal(20), z.literal(60)]),
        imageOnly: z.boolean(),
        realtimeInsert: z.enum(['front', 'position', 'none']),
        slideshowControls: z.boolean(),
        planFeature: featureFlagSchema
          .nullable()
          .meta({ description: 'The plan feature the theme needs; null for a free theme.' }),
      }),
      options: jsonSchema,
      defaults: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** Plugin description route; computed once per language, since plugins are fixed at boot. */
export const pluginRoutes: FastifyPluginAsyncZod = async (app) => {
  const descriptions = new Map<ShippedLanguage, PluginsDescription>();
  const descriptionIn = (language: ShippedLanguage) => {
    let description = descriptions.get(language);
    if (!description) {
      description = describePlugins(app.plugins, language);
      descriptions.set(language, description);
    }
    return description;
  };
  app.get(
    '/api/plugins',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['system'],
        summary: 'Installed connectors and themes with their option schemas',
        response: { 200: pluginsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      // The answer depends on the caller's language: caches keep one per Accept-Language.
      reply.header('vary', 'accept-language');
      return descriptionIn(preferredLanguage(request.headers['accept-language']) ?? 'en');
    },
  );
};
