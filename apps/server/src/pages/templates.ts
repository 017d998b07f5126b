/**
 * `GET /templates/{id}`: the template texts of a wall (the spec's "fetches a template text"),
 * for tools that place a wall without the dashboard. `id` is the wall's name; the query takes
 * what the publish section's generator asks (height, width, network, search words) with its
 * defaults, and the answer holds the very texts the section shows, made by core's
 * `embedTemplates`: the script embed, a plain frame, and the full-screen address. A wall that
 * is not public answers 404, as its page does; a missing height or width the spec's messages.
 */
import { embedTemplateNames, embedTemplates, messages, type EmbedTemplateName } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { applyPagePolicy } from '../http/security.ts';
import { errorSchema } from '../routes/account/schemas.ts';

const templatesQuerySchema = z.object({
  height: z
    .string()
    .max(20)
    .default('600')
    .meta({ description: 'Frame height: pixels or a CSS length.' }),
  width: z
    .string()
    .max(20)
    .default('100%')
    .meta({ description: 'Frame width: pixels or a CSS length.' }),
  network: z
    .string()
    .max(40)
    .default('all')
    .meta({ description: 'One network of the wall, or `all`.' }),
  query: z.string().max(200).default('').meta({ description: 'Search words (with `all` only).' }),
});

const templatesSchema = z.object({
  user_name: z.string(),
  templates: z.object(
    Object.fromEntries(embedTemplateNames.map((name) => [name, z.string()])) as Record<
      EmbedTemplateName,
      z.ZodString
    >,
  ),
});

/** The template texts route. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates/:id',
    {
      config: { access: { action: 'public', wall: wallByUserName('id') } },
      helmet: false,
      schema: {
        tags: ['walls'],
        summary: "A wall's template texts: script embed, plain frame, full-screen address",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: templatesQuerySchema,
        response: { 200: templatesSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // Framable like the wall pages it describes (http/web-app.ts).
      await applyPagePolicy(reply, true);
      const wall = request.wall;
      if (wall === null) throw httpError(404, messages.notFound);
      const origin = new URL(app.config.publicUrl ?? `${request.protocol}://${request.host}`)
        .origin;
      const result = embedTemplates({ origin, userName: wall.user_name, ...request.query });
      if (!result.ok) throw httpError(400, result.problems.join(' '));
      return { user_name: wall.user_name, templates: result.templates };
    },
  );
};
