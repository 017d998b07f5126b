/**
 * The page integrations' routes: the administrator reads and saves each installed
 * integration's switch and settings (validated by its schema), and every page that runs one
 * loads its first-party boot script from `/integrations/<id>/boot.js`.
 */
import { bootScriptSource, messages, type Integration, type IntegrationPage } from '@chorus/core';
import {
  schemaTextTable,
  translateSchemaText,
  translateSchemaTexts,
  type ShippedLanguage,
} from '@chorus/core/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../auth/http-error.ts';
import type { JsonObject } from '../db/json-shapes.ts';
import { preferredLanguage } from '../http/error-language.ts';
import { administratorOf } from '../routes/account/admin.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { activeIntegrations, outputOf } from './installed.ts';
import { listStoredIntegrations, saveStoredIntegration, type StoredIntegration } from './store.ts';

/** An installed integration as the administrator sees it. */
const integrationViewSchema = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'Its name, in the language of the request.' }),
  description: z.string(),
  pages: z.array(z.enum(['owner', 'wall'])).meta({ description: 'Where its scripts go.' }),
  plans: z.enum(['all', 'paying']).meta({
    description: '`paying`: only accounts on paying plans get it (hosted mode).',
  }),
  enabled: z.boolean(),
  settings: z.record(z.string(), z.unknown()).meta({ description: 'The saved settings.' }),
  schema: z.record(z.string(), z.unknown()).meta({
    description: 'The JSON Schema of its settings, titles in the language of the request.',
  }),
  saved_at: z.string().nullable(),
});

type IntegrationView = z.infer<typeof integrationViewSchema>;

const saveBodySchema = z.object({
  enabled: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});

const idParams = z.object({ id: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/) });

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

function viewOf(
  integration: Integration,
  stored: StoredIntegration | undefined,
  language: ShippedLanguage,
): IntegrationView {
  const table = schemaTextTable(integration.texts, language);
  const schema = z.toJSONSchema(integration.settingsSchema, { io: 'input' }) as Record<
    string,
    unknown
  >;
  return {
    id: integration.id,
    name: translateSchemaText(integration.displayName, table),
    description: translateSchemaText(integration.description, table),
    pages: [...integration.pages] as IntegrationPage[],
    plans: integration.plans,
    enabled: stored?.enabled ?? false,
    settings: stored?.settings ?? {},
    schema: translateSchemaTexts(schema, table),
    saved_at: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** The integrations' admin routes and boot scripts. */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { access: { action: 'signedIn' as const } };
  const installed = () => app.plugins.integrations;
  const integrationOf = (id: string): Integration => {
    const found = installed().find((integration) => integration.id === id);
    if (!found) throw httpError(404, messages.notFound);
    return found;
  };

  app.get(
    '/api/admin/integrations',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: 'Installed page integrations, whether each is on, and its settings',
        response: { 200: z.object({ integrations: z.array(integrationViewSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      administratorOf(request);
      const stored = await listStoredIntegrations(db);
      const language = preferredLanguage(request.headers['accept-language']) ?? 'en';
      reply.header('vary', 'accept-language');
      return {
        integrations: installed().map((integration) =>
          viewOf(integration, stored.get(integration.id), language),
        ),
      };
    },
  );

  app.put(
    '/api/admin/integrations/:id',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary:
          'Turn a page integration on or off and save its settings (validated by its schema when on; administrator only)',
        params: idParams,
        body: saveBodySchema,
        response: { 200: integrationViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const integration = integrationOf(request.params.id);
      const parsed = integration.settingsSchema.safeParse(request.body.settings);
      if (request.body.enabled && !parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return reply.code(400).send({ error: issues[0]?.message ?? messages.requestWrong, issues });
      }
      // Off, the settings are kept as typed (to finish later); they are validated again on use.
      const settings = (parsed.success ? parsed.data : request.body.settings) as JsonObject;
      await saveStoredIntegration(
        db,
        integration.id,
        { enabled: request.body.enabled, settings },
        admin.user.id,
      );
      const stored = (await listStoredIntegrations(db)).get(integration.id);
      const language = preferredLanguage(request.headers['accept-language']) ?? 'en';
      return viewOf(integration, stored, language);
    },
  );

  // The first-party boot scripts: the inline set-up a vendor's snippet would do, served from
  // this origin (script-src 'self'), its values as escaped JSON. Public: every value in it is
  // one the pages that load it show anyway.
  app.get(
    '/integrations/:id/boot.js',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const active = await activeIntegrations(db, installed(), 'owner', request.log);
      const entry = active.find(({ integration }) => integration.id === request.params.id);
      const boot = entry ? outputOf(entry).boot : undefined;
      if (!boot) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('text/javascript; charset=utf-8')
        .send(bootScriptSource(boot));
    },
  );
};
