/**
 * The instance administrator's routes: list owner accounts (search, plan, walls, last sign-in),
 * change an account's plan, suspend and restore it; who may sign up, invite links, the instance
 * name and logo, the intranet allow list, the site pages' addresses (about, clients, blog,
 * pricing), and connectors' OAuth apps (admin-connectors.ts). Only the administrator's own
 * browser session may call them; everyone else is refused (403).
 */
import { formatMessage, messages, planIdSchema } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidateWallsOf } from '../../posts/feed-cache-wiring.ts';
import { userOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { planModes } from '../../auth/plan-mode.ts';
import type { UserPrincipal } from '../../auth/principal.ts';
import {
  listOwnerAccounts,
  updateOwnerAccount,
  type AdminAccountRow,
} from '../../db/repositories/admin.ts';
import {
  createInvite,
  readInstanceSettings,
  saveInstanceSettings,
  type InstanceSettings,
} from '../../db/repositories/instance.ts';
import { connectorAppRoutes } from './admin-connectors.ts';
import {
  fetchAllowSchema,
  instanceNameSchema,
  logoUrlSchema,
  sitePageUrlSchema,
} from './admin-validation.ts';
import { errorSchema } from './schemas.ts';

/** An owner account as the administrator sees it. */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  plan: z.string().meta({ description: 'The stored plan (hosted mode applies it).' }),
  admin: z.boolean(),
  suspended: z.boolean(),
  walls: z.number().int(),
  licenses: z.number().int().meta({
    description:
      'Enterprise sub-account licenses (hosted mode; self-hosted allows at least 1,000).',
  }),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});

function adminAccountView(row: AdminAccountRow): z.infer<typeof adminAccountSchema> {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    plan: row.plan,
    admin: row.is_admin,
    suspended: row.suspended_at !== null,
    walls: row.walls,
    licenses: row.licenses,
    last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The administrator acting, by browser session; anyone else is refused. */
export function administratorOf(request: FastifyRequest): UserPrincipal {
  const principal = userOf(request);
  if (!principal.user.is_admin || !principal.isOwner || principal.via !== 'session') {
    throw httpError(403, messages.adminOnly);
  }
  return principal;
}

const accountChangesSchema = z
  .object({
    plan: planIdSchema.optional(),
    suspended: z.boolean().optional(),
  })
  .refine((changes) => changes.plan !== undefined || changes.suspended !== undefined, {
    message: formatMessage('fieldInvalid', { field: 'plan or suspended' }),
  });

/** The most licenses the operator may grant one account. */
export const maxLicenses = 10_000;

/** The licenses field's refusal, as the spec words a bad field. */
export const licensesInvalid = formatMessage('fieldInvalid', { field: 'number of licenses' });

const licensesSchema = z.object({
  licenses: z
    .number({ error: licensesInvalid })
    .int({ error: licensesInvalid })
    .min(0, { error: licensesInvalid })
    .max(maxLicenses, { error: licensesInvalid })
    .meta({ description: `Enterprise sub-account licenses, 0 to ${maxLicenses}.` }),
});

/** The refusals every administrator route may answer. */
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The administrator's account routes. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/accounts',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['account'],
        summary: 'Owner accounts of this instance (administrator only), newest first',
        querystring: z.object({ search: z.string().max(200).default('') }),
        response: { 200: z.object({ accounts: z.array(adminAccountSchema) }), ...errors },
      },
    },
    async (request) => {
      administratorOf(request);
      const rows = await listOwnerAccounts(db, { search: request.query.search });
      return { accounts: rows.map(adminAccountView) };
    },
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['account'],
        summary: "Change an owner account's plan, or suspend or restore it (administrator only)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: accountChangesSchema,
        response: { 200: adminAccountSchema, ...errors },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      const { id } = request.params;
      if (id === admin.user.id && request.body.suspended === true) {
        throw httpError(400, messages.adminCannotSuspendSelf);
      }
      const updated = await updateOwnerAccount(db, id, request.body);
      if (!updated) throw httpError(404, messages.notFound);
      // A plan or a suspension changes what the account's walls show to visitors.
      await invalidateWallsOf(app, id);
      const [row] = await listOwnerAccounts(db, { id: updated.id });
      if (!row) throw httpError(404, messages.notFound);
      return adminAccountView(row);
    },
  );

  app.put(
    '/api/admin/accounts/:id/licenses',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['account'],
        summary: "Set an owner account's enterprise sub-account licenses (administrator only)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: licensesSchema,
        response: { 200: adminAccountSchema, ...errors },
      },
    },
    async (request) => {
      administratorOf(request);
      const updated = await updateOwnerAccount(db, request.params.id, {
        licenses: request.body.licenses,
      });
      if (!updated) throw httpError(404, messages.notFound);
      const [row] = await listOwnerAccounts(db, { id: updated.id });
      if (!row) throw httpError(404, messages.notFound);
      return adminAccountView(row);
    },
  );
};

const settingsSchema = z
  .object({
    signup: z
      .enum(['open', 'invite-only'], {
        error: formatMessage('fieldInvalid', { field: 'signup' }),
      })
      .meta({ description: '`open`: anyone may sign up; `invite-only`: with an invite link.' }),
    name: instanceNameSchema.meta({ description: 'Shown in owner pages; empty: "Chorus".' }),
    logo_url: logoUrlSchema.meta({ description: 'An https address; empty: no logo.' }),
    fetch_allow: fetchAllowSchema.meta({
      description: 'Intranet IP addresses and CIDR ranges feeds may reach (with the environment).',
    }),
    powered_by: z.boolean({ error: formatMessage('fieldInvalid', { field: 'powered_by' }) }).meta({
      description:
        'Self-hosted: public walls show "Powered by Chorus" (off by default; hosted mode follows the plans).',
    }),
    about_url: sitePageUrlSchema('About page address').meta({
      description: 'Where /about redirects (http or https); empty: the not-found page.',
    }),
    clients_url: sitePageUrlSchema('Clients page address').meta({
      description: 'Where /clients redirects; empty: the not-found page.',
    }),
    blog_url: sitePageUrlSchema('Blog address').meta({
      description: 'Where /blog redirects, /blog/x to <address>/x; empty: the not-found page.',
    }),
    pricing_url: sitePageUrlSchema('Pricing page address').meta({
      description: 'Where /pricing redirects; empty: the built-in plans page.',
    }),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: formatMessage('fieldInvalid', { field: 'setting' }),
  });

/** The settings as shown: what may be changed, and what the environment sets. */
const settingsViewSchema = z.object({
  signup: z.enum(['open', 'invite-only']),
  name: z.string().nullable(),
  logo_url: z.string().nullable(),
  fetch_allow: z.array(z.string()),
  fetch_allow_environment: z.array(z.string()).meta({
    description: 'CHORUS_FETCH_ALLOW: allowed as well, changed only in the environment.',
  }),
  powered_by: z.boolean(),
  about_url: z.string().nullable(),
  clients_url: z.string().nullable(),
  blog_url: z.string().nullable(),
  pricing_url: z.string().nullable(),
  plans: z.enum(planModes).meta({
    description: 'CHORUS_PLANS: `self-hosted` gives every feature, `hosted` applies plans.',
  }),
});

/** What anyone may know of the instance: its name and logo. */
const instanceInfoSchema = z.object({
  name: z.string().meta({ description: 'The instance name, "Chorus" when none is set.' }),
  logo_url: z.string().nullable(),
});

/** The administrator's instance settings and invite links; the public name and logo. */
export const instanceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { access: { action: 'signedIn' as const } };
  const view = (settings: InstanceSettings): z.infer<typeof settingsViewSchema> => ({
    signup: settings.signup,
    name: settings.name,
    logo_url: settings.logoUrl,
    fetch_allow: [...settings.fetchAllow],
    fetch_allow_environment: [...app.config.ingestion.fetchAllow],
    powered_by: settings.poweredBy,
    about_url: settings.sitePages.about,
    clients_url: settings.sitePages.clients,
    blog_url: settings.sitePages.blog,
    pricing_url: settings.sitePages.pricing,
    plans: app.config.plans,
  });

  app.get(
    '/api/instance',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['account'],
        summary: "This instance's name and logo, shown in the header of owner pages",
        response: { 200: instanceInfoSchema },
      },
    },
    async () => {
      const settings = await readInstanceSettings(db);
      return { name: settings.name ?? 'Chorus', logo_url: settings.logoUrl };
    },
  );

  app.get(
    '/api/admin/settings',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: "This instance's settings: sign-up, name, logo, allow list (administrator only)",
        response: { 200: settingsViewSchema, ...errors },
      },
    },
    async (request) => {
      administratorOf(request);
      return view(await readInstanceSettings(db));
    },
  );

  app.put(
    '/api/admin/settings',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary:
          'Change sign-up, the name, the logo, the allow list or the site pages (administrator only)',
        body: settingsSchema,
        response: { 200: settingsViewSchema, ...errors },
      },
    },
    async (request) => {
      administratorOf(request);
      const body = request.body;
      return view(
        await saveInstanceSettings(db, {
          ...(body.signup !== undefined ? { signup: body.signup } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.logo_url !== undefined ? { logoUrl: body.logo_url } : {}),
          ...(body.fetch_allow !== undefined ? { fetchAllow: body.fetch_allow } : {}),
          ...(body.powered_by !== undefined ? { poweredBy: body.powered_by } : {}),
          sitePages: {
            ...(body.about_url !== undefined ? { about: body.about_url } : {}),
            ...(body.clients_url !== undefined ? { clients: body.clients_url } : {}),
            ...(body.blog_url !== undefined ? { blog: body.blog_url } : {}),
            ...(body.pricing_url !== undefined ? { pricing: body.pricing_url } : {}),
          },
        }),
      );
    },
  );

  app.post(
    '/api/admin/invites',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: 'A new invite link, usable once (administrator only); the token is shown once',
        response: { 201: z.object({ token: z.string(), path: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const token = await createInvite(db, admin.user.id);
      return reply.code(201).send({ token, path: `/signup?invite=${token}` });
    },
  );

  await app.register(connectorAppRoutes);
};
