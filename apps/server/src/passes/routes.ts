/**
 * Live-update pass routes (issue 22, the spec's insTINT Updates):
 * `GET /api/live-passes/{user_name}` a wall's passes and whether it may buy or test one;
 * `POST /payment/live-passes/{user_name}/checkout` Stripe Checkout for a pass (hosted billing);
 * `PUT /api/live-passes/{user_name}/{pass_id}` schedules or moves a pass not started;
 * `POST /payment/testRealTimeDays` (the spec's) starts the wall's one short test.
 * Statuses are computed on read with the app's pass clock (`app.livePasses.now`).
 */
import { isLivePushEnabled, messages, offersRealtimePurchase, type PlanId } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallByUserName, wallOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { effectivePlan } from '../auth/plan-mode.ts';
import { decide } from '../auth/permissions.ts';
import { wallContextFor } from '../auth/wall-context.ts';
import { billingCustomerFor, billingOf, checkoutReturnBase } from '../billing/routes.ts';
import { stripeClientFor } from '../billing/stripe-client.ts';
import { findWallWithOwner } from '../db/repositories/wall-access.ts';
import type { WallRow } from '../db/schema.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { passCheckoutParams } from './checkout.ts';
import {
  passCurrency,
  passDays,
  passPriceCents,
  scheduleMessages,
  scheduleWindow,
  testFailed,
  testPassSeconds,
  testStarted,
} from './rules.ts';
import { findWallPass, insertTestPass, listWallPasses, setPassWindow } from './store.ts';
import { passSchema, realtimeUpdatesOf, realtimeUpdatesSchema } from './view.ts';

/** The pass clock of an app; tests and the browser tests move it. */
export interface LivePasses {
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock live-update passes are read with. */
    readonly livePasses: LivePasses;
  }
}

/** Whether this app sells passes to this plan: hosted billing on, a plan that may buy. */
export function sellsPasses(app: FastifyInstance, plan: PlanId): boolean {
  return billingOf(app) !== undefined && plan !== 'deactivated' && offersRealtimePurchase(plan);
}

const params = z.object({ user_name: z.string().min(1).max(200) });
const passParams = params.extend({
  pass_id: z
    .string()
    .regex(/^\d{1,15}$/)
    .meta({ description: 'The pass’s id.' }),
});
const byUserName = wallByUserName('user_name');

const wallPassesSchema = realtimeUpdatesSchema.extend({
  can_buy: z.boolean().meta({
    description: 'Passes are sold here (hosted billing) to this plan (not basic, trial, plus).',
  }),
  offer: z.object({ days: z.number().int(), price: z.number().int(), currency: z.string() }),
});

const testBody = z.object({
  tintID: z
    .union([z.number().int().positive(), z.string().min(1).max(200)])
    .meta({ description: 'The wall: its id or its address (user name).' }),
});

/** Sets up the passes: the clock (default the system's) and the routes. */
export async function registerLivePasses(
  app: FastifyInstance,
  options: { readonly now?: () => Date } = {},
): Promise<void> {
  app.decorate('livePasses', { now: options.now ?? (() => new Date()) });
  await app.register(livePassRoutes);
}

const livePassRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const now = () => app.livePasses.now();

  async function passesView(wall: WallRow, plan: PlanId) {
    const passes = await listWallPasses(db, wall.id);
    const liveWithoutPass = isLivePushEnabled({ enableRealtime: wall.enable_realtime, plan });
    return {
      ...realtimeUpdatesOf(passes, liveWithoutPass, now()),
      can_buy: sellsPasses(app, plan),
      offer: { days: passDays, price: passPriceCents, currency: passCurrency },
    };
  }

  app.get(
    '/api/live-passes/:user_name',
    {
      config: { access: { action: 'wall.read', wall: byUserName } },
      schema: {
        tags: ['walls'],
        summary: "A wall's live-update passes, and whether it may buy or test one",
        params,
        response: { 200: wallPassesSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => passesView(wallOf(request), request.wallOwner?.plan ?? 'basic'),
  );

  app.post(
    '/payment/live-passes/:user_name/checkout',
    {
      config: { access: { action: 'billing.change', wall: byUserName } },
      schema: {
        tags: ['walls'],
        summary: 'Buy a live-update pass for a wall through Stripe Checkout (hosted billing)',
        params,
        response: {
          200: z.object({ url: z.string().nullable() }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const config = billingOf(app);
      if (!config) throw httpError(404, messages.notFound);
      if (!sellsPasses(app, userOf(request).plan)) throw httpError(403, messages.upgradeRequired);
      const wall = wallOf(request);
      try {
        const stripe = stripeClientFor(config);
        const customer = await billingCustomerFor(app, request, stripe);
        const session = await stripe.checkout.sessions.create(
          passCheckoutParams({
            customerId: customer.stripe_customer_id,
            userId: customer.user_id,
            wallId: wall.id,
            wallName: wall.name,
            base: checkoutReturnBase(app, request),
          }),
        );
        return { url: session.url };
      } catch (error) {
        request.log.warn({ err: error }, 'passes: checkout session failed');
        return reply.code(502).send({ error: messages.requestWrong });
      }
    },
  );

  app.put(
    '/api/live-passes/:user_name/:pass_id',
    {
      config: { access: { action: 'wall.modify', wall: byUserName } },
      schema: {
        tags: ['walls'],
        summary: 'Schedule a bought live-update pass, or move it while it has not started',
        params: passParams,
        body: z.object({
          start: z.iso
            .datetime({ offset: true })
            .meta({ description: 'When the pass starts (ISO time with its offset).' }),
        }),
        response: {
          200: passSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const wall = wallOf(request);
      const pass = await findWallPass(db, wall.id, Number(request.params.pass_id));
      if (!pass) throw httpError(404, messages.notFound);
      const at = now();
      const window = scheduleWindow(pass, new Date(request.body.start), at);
      if ('refused' in window) {
        const code = window.refused === 'notScheduled' ? 409 : 400;
        return reply.code(code).send({ error: scheduleMessages[window.refused] });
      }
      const saved = await setPassWindow(db, pass.id, window, at);
      if (!saved) return reply.code(409).send({ error: scheduleMessages.notScheduled });
      const view = realtimeUpdatesOf([saved], true, at).data[0];
      if (!view) throw httpError(409, scheduleMessages.notScheduled);
      return view;
    },
  );

  app.post(
    '/payment/testRealTimeDays',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['walls'],
        summary: "Start a wall's one live-update test (the spec's insTINT Updates test)",
        body: testBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: z.object({ success: z.literal(false), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { tintID } = request.body;
      const key = typeof tintID === 'number' ? { id: tintID } : { userName: tintID };
      const found = await findWallWithOwner(db, key);
      if (!found) throw httpError(404, messages.notFound);
      const { principal } = request;
      const decision = decide(
        principal,
        'wall.modify',
        await wallContextFor(db, principal, found.wall),
      );
      if (decision === 'signIn') throw httpError(401, messages.signInRequired);
      if (decision === 'notFound') throw httpError(404, messages.notFound);
      if (decision !== 'allow') throw httpError(403, messages.notAllowed);
      const plan = effectivePlan(found.ownerPlan, app.config.plans);
      const view = await passesView(found.wall, plan);
      const started = view.testable
        ? await insertTestPass(db, found.wall.id, now(), testPassSeconds)
        : undefined;
      if (!started) return reply.code(409).send({ success: false as const, error: testFailed });
      request.log.info({ wallId: found.wall.id }, 'passes: test started');
      return { success: true as const, message: testStarted };
    },
  );
};
