/**
 * Enterprise sub-accounts: an owner (or a sub-account holding create_enterprise_accounts)
 * creates, changes and deletes the accounts that work on the owner's walls. A sub-account may
 * only give permissions it holds, and only change or delete accounts that hold no more than it
 * does, so no account can raise itself or a peer above its own rights.
 */
import {
  formatMessage,
  isDeleteConfirmed,
  isValidEmail,
  messages,
  type PermissionKey,
} from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { hashPassword } from '../../auth/password.ts';
import type { PlanMode } from '../../auth/plan-mode.ts';
import type { UserPrincipal } from '../../auth/principal.ts';
import {
  countSubAccounts,
  deleteSubAccount,
  findUserByEmail,
  updateSubAccountMeta,
} from '../../db/repositories/accounts.ts';
import {
  createUser,
  findUserById,
  findUserByUsername,
  listSubAccounts,
} from '../../db/repositories/users.ts';
import {
  accountSchema,
  accountView,
  errorSchema,
  messageSchema,
  passwordSchema,
  permissionListSchema,
  usernameSchema,
} from './schemas.ts';
import { accountConflictMessage } from './unique-violation.ts';

/** Every sub-account holds this key besides its permissions (owner spec section 6). */
const enterpriseKey = 'enterprise_accounts';

/**
 * Enterprise accounts a self-hosted owner may create, whatever is stored: no plan limits the
 * people who installed Chorus; this only bounds a runaway script (as the wall allowance does).
 */
export const selfHostedLicenses = 1000;

/** An owner's licenses: the stored count when hosted; at least {@link selfHostedLicenses} when not. */
export function licensesOf(stored: number, mode: PlanMode): number {
  return mode === 'self-hosted' ? Math.max(stored, selfHostedLicenses) : stored;
}

/** The e-mail of a create body, trimmed ('' when absent or not text: its own check says so). */
function emailOf(body: { email?: unknown }): string {
  return typeof body.email === 'string' ? body.email.trim() : '';
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const access = { action: 'accounts.manage' } as const;

function refuseUngrantable(principal: UserPrincipal, keys: readonly string[]): void {
  if (principal.isOwner) return;
  if (keys.some((key) => !principal.permissions.has(key as PermissionKey))) {
    throw httpError(403, messages.enterpriseCannotGrant);
  }
}

/** The owner's sub-account `id`, if the caller may change it; 404 or 403 otherwise. */
async function changeableAccount(
  principal: UserPrincipal,
  load: (id: number) => ReturnType<typeof findUserById>,
  id: number,
) {
  const account = await load(id);
  if (!account || account.creator_id !== principal.ownerId) throw httpError(404, messages.notFound);
  if (account.id === principal.user.id) throw httpError(403, messages.notAllowed);
  refuseUngrantable(
    principal,
    account.meta.filter((key) => key !== enterpriseKey),
  );
  return account;
}

/** Enterprise account routes. */
export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const load = (id: number) => findUserById(db, id);

  app.get(
    '/api/accounts',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: "The owner's enterprise accounts and licenses",
        response: {
          200: z.object({
            accounts: z.array(accountSchema),
            licenses: z.object({
              total: z.number().int(),
              used: z.number().int(),
              remaining: z.number().int().meta({ description: 'total − used, never below 0' }),
            }),
          }),
        },
      },
    },
    async (request) => {
      const principal = userOf(request);
      const owner = principal.isOwner ? principal.user : await load(principal.ownerId);
      const accounts = await listSubAccounts(db, principal.ownerId);
      const total = licensesOf(owner?.licenses ?? 0, app.config.plans);
      return {
        accounts: accounts.map((account) => accountView(account, principal.plan)),
        licenses: {
          total,
          used: accounts.length,
          remaining: Math.max(0, total - accounts.length),
        },
      };
    },
  );

  app.post(
    '/api/account',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: 'Create an enterprise account with the chosen permissions',
        body: z
          .object({
            username: usernameSchema,
            email: z
              .string({ error: messages.enterpriseEmailRequired })
              .trim()
              .max(254, formatMessage('fieldTooLong', { field: 'Email', max: 254 }))
              .default(''),
            password: passwordSchema,
            meta: permissionListSchema.default([]),
            white_label: z.boolean().default(false).meta({
              description: 'A white-label account: the e-mail may be left empty.',
            }),
          })
          // The spec's rule: e-mail required and valid, except for white-label accounts. Checked
          // even when another field fails (`when`), so the form hears every problem at once.
          .refine((body) => body.white_label === true || emailOf(body) !== '', {
            message: messages.enterpriseEmailRequired,
            path: ['email'],
            when: () => true,
          })
          .refine((body) => emailOf(body) === '' || isValidEmail(emailOf(body)), {
            message: messages.enterpriseEmailInvalid,
            path: ['email'],
            when: () => true,
          }),
        response: {
          201: messageSchema.extend({ account: accountSchema }),
          402: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      request.requireFeature('enterprise_accounts');
      const principal = userOf(request);
      const { username, email, password, meta } = request.body;
      refuseUngrantable(principal, meta);
      const owner = principal.isOwner ? principal.user : await load(principal.ownerId);
      const total = owner ? licensesOf(owner.licenses, app.config.plans) : 0;
      if (!owner || (await countSubAccounts(db, owner.id)) >= total) {
        throw httpError(403, messages.enterpriseNoLicenses);
      }
      if (await findUserByUsername(db, username)) {
        throw httpError(409, messages.enterpriseUsernameTaken);
      }
      if (await findUserByEmail(db, email)) throw httpError(409, messages.enterpriseEmailTaken);
      const account = await createUser(db, {
        username,
        email,
        passwordHash: await hashPassword(password),
        plan: owner.plan,
        meta: [enterpriseKey, ...meta],
        creatorId: owner.id,
      }).catch((error: unknown) => {
        const conflict = accountConflictMessage(error);
        if (conflict) throw httpError(409, conflict);
        request.log.error({ err: error }, 'enterprise account not saved');
        throw httpError(500, messages.enterpriseSaveFailed);
      });
      return reply.code(201).send({
        message: messages.enterpriseCreated,
        account: accountView(account, principal.plan),
      });
    },
  );

  app.put(
    '/api/account/:id',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: "Change an enterprise account's permissions",
        params: idParams,
        body: z.object({ meta: permissionListSchema }),
        response: { 200: messageSchema.extend({ account: accountSchema }), 404: errorSchema },
      },
    },
    async (request) => {
      const principal = userOf(request);
      const account = await changeableAccount(principal, load, request.params.id);
      refuseUngrantable(principal, request.body.meta);
      const updated = await updateSubAccountMeta(db, principal.ownerId, account.id, [
        enterpriseKey,
        ...request.body.meta,
      ]);
      if (!updated) throw httpError(404, messages.notFound);
      return {
        message: messages.enterpriseModified,
        account: accountView(updated, principal.plan),
      };
    },
  );

  app.delete(
    '/api/account/:id',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: "Delete an enterprise account (confirmed by typing 'delete')",
        params: idParams,
        body: z.object({
          confirm: z
            .string({ error: messages.wallDeleteConfirm })
            .refine(isDeleteConfirmed, messages.wallDeleteConfirm),
        }),
        response: { 200: messageSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const principal = userOf(request);
      const account = await changeableAccount(principal, load, request.params.id);
      if (!(await deleteSubAccount(db, principal.ownerId, account.id))) {
        throw httpError(404, messages.notFound);
      }
      return { message: messages.enterpriseDeleted };
    },
  );
};
