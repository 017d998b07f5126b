/**
 * Referral routes (hosted mode only; self-hosted every feature is on, so both answer 404):
 * `GET /api/referral` (the signed-in owner's code, invite link, credit balance, referrals and
 * the rewards on offer) and `POST /api/referral/redeem` (spend credits on a reward, which adds
 * its key to the owner's meta). docs/api.md, "Referrals".
 */
import { messages } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { rewardCatalogue, rewardKeys, rewardOf } from './rewards.ts';
import { ensureReferralAccount, listReferrals, redeem, referralDb } from './store.ts';

/** The sign-up page an invite link opens (apps/web/src/routes/route-table.ts, `signup`). */
export const signupPath = '/signup';

/** Whether the referral program is on: hosted mode. */
export function referralsOn(app: FastifyInstance): boolean {
  return app.config.plans === 'hosted';
}

const access = { access: { action: 'billing.change' as const } };

const rewardSchema = z.object({
  key: z.enum(rewardKeys),
  cost: z.number().int().meta({ description: 'Credits it takes.' }),
  unlocked: z.boolean().meta({ description: "Already in the account's meta." }),
});

/** `GET /api/referral`'s answer. */
export const referralSchema = z.object({
  code: z.string().meta({ description: "The account's referral code." }),
  link: z.string().meta({ description: 'The invite link: the sign-up page with `?ref=` code.' }),
  credits: z.number().int().meta({ description: 'Credits left to spend.' }),
  referrals: z.array(
    z.object({
      created_at: z.string().meta({ description: 'When the referred account signed up.' }),
      email: z.string(),
      name: z.string(),
      credits: z.number().int().meta({ description: 'Credits it earned (0 until it pays).' }),
    }),
  ),
  rewards: z.array(rewardSchema),
});

const redeemedSchema = z.object({
  reward: z.enum(rewardKeys),
  credits: z.number().int().meta({ description: 'Credits left.' }),
  meta: z.array(z.string()).meta({ description: "The account's unlocked rewards and keys." }),
});

/** The referral routes; registered always, answering 404 unless plans are hosted. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = referralDb(app.database.db);
  const on = (): void => {
    if (!referralsOn(app)) throw httpError(404, messages.notFound);
  };
  const base = (request: FastifyRequest): string =>
    new URL(app.config.publicUrl ?? `${request.protocol}://${request.host}`).origin;

  app.get(
    '/api/referral',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: 'The referral program: code, invite link, credits, referrals, rewards (hosted)',
        response: { 200: referralSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      on();
      const principal = userOf(request);
      const account = await ensureReferralAccount(db, principal.ownerId);
      const entries = await listReferrals(db, principal.ownerId);
      return {
        code: account.code,
        link: `${base(request)}${signupPath}?ref=${encodeURIComponent(account.code)}`,
        credits: account.credits,
        referrals: entries.map((entry) => ({
          created_at: new Date(entry.created_at).toISOString(),
          email: entry.email,
          name: entry.name,
          credits: entry.credits,
        })),
        rewards: rewardCatalogue.map((reward) => ({
          ...reward,
          unlocked: principal.rewards.includes(reward.key),
        })),
      };
    },
  );

  app.post(
    '/api/referral/redeem',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: "Spend credits on a reward: its key joins the account's meta (hosted)",
        body: z.object({ reward: z.enum(rewardKeys) }),
        response: {
          200: redeemedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      on();
      const reward = rewardOf(request.body.reward);
      if (!reward) throw httpError(400, messages.requestWrong);
      const outcome = await redeem(db, userOf(request).ownerId, reward.key, reward.cost);
      if (outcome.kind === 'notEnoughCredits') {
        return reply.code(409).send({ error: messages.referralNotEnoughCredits });
      }
      return { reward: reward.key, credits: outcome.credits, meta: outcome.meta };
    },
  );
};
