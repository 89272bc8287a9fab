import { PLANS } from '@shipdeck/domain/subscriptions/plans';
import {
  applyRetentionDiscountRequestSchema,
  cancelSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  currentSubscriptionResponseSchema,
  editSubscriptionRequestSchema,
  planPriceSchema,
  planSchema,
  retentionEligibilitySchema,
  subscriptionSchema,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors/app-error.ts';
import { type AuthContext, requireAuth } from '../../plugins/app/auth-context.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { getClientCapabilities } from '../features/index.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { createSubscription } from './create-subscription.ts';
import { getCurrentSubscription } from './get-current-subscription.ts';
import { getPlanPrice } from './get-plan-price.ts';
import { renewSubscription } from './renew-subscription.ts';
import { defineRenewSubscriptionsJob } from './renew-subscriptions.job.ts';
import { applyRetentionDiscount, getRetentionEligibility } from './retention-discount.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import { updateSubscription } from './update-subscription.ts';

const tags = ['subscriptions'];

/** The payment gateway plans are charged through, handed in where the modules are put together. */
export type SubscriptionsProviders = { gateway: PaymentGateway };

export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsProviders> = async (app, providers) => {
  const db = app.database.db;
  const config = { access: 'session' as const };
  app.jobs.register(defineRenewSubscriptionsJob(providers));

  // Tenants without the subscription model sell no plan.
  const assertSubscriptionsOffered = async (auth: AuthContext) => {
    if (!(await getClientCapabilities(db, auth)).subscriptionsEnabled)
      throw forbidden('subscriptions.error.not-offered');
  };

  app.get(
    '/subscriptions/plans',
    { config, schema: { tags, summary: 'The plans on sale', response: { 200: z.array(planSchema) } } },
    async () => [...PLANS],
  );

  app.get(
    '/subscriptions/plans/:planCode/price',
    {
      config,
      schema: {
        tags,
        summary: "A plan's price for this client: subtotal, taxes and total",
        params: z.object({ planCode: z.string().max(20) }),
        response: { 200: planPriceSchema },
      },
    },
    async (request) => getPlanPrice(db, requireAuth(request.auth), request.params.planCode),
  );

  app.get(
    '/subscriptions/current',
    {
      config,
      schema: {
        tags,
        summary: "The client's running subscription, or null",
        response: { 200: currentSubscriptionResponseSchema },
      },
    },
    async (request) => ({ subscription: await getCurrentSubscription(db, requireAuth(request.auth)) }),
  );

  app.post(
    '/subscriptions',
    {
      config,
      schema: {
        tags,
        summary: 'Subscribe to a plan with a stored payment method (charged once, however often sent)',
        body: createSubscriptionRequestSchema,
        response: { 201: subscriptionSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      await assertSubscriptionsOffered(auth);
      const subscription = await createSubscription({
        db,
        gateway: providers.gateway,
        auth,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(subscription);
    },
  );

  app.patch(
    '/subscriptions/current',
    {
      config,
      schema: {
        tags,
        summary: 'Change the payment method of the subscription',
        body: editSubscriptionRequestSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => updateSubscription(db, requireAuth(request.auth), request.body, new Date()),
  );

  app.post(
    '/subscriptions/current/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel at the period end, with the reason',
        body: cancelSubscriptionRequestSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => cancelSubscription(db, requireAuth(request.auth), request.body, new Date()),
  );

  app.get(
    '/subscriptions/current/retention-discount',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the retention discount may be offered, with the amounts',
        response: { 200: retentionEligibilitySchema },
      },
    },
    async (request) => getRetentionEligibility(db, requireAuth(request.auth)),
  );

  app.post(
    '/subscriptions/current/retention-discount',
    {
      config,
      schema: {
        tags,
        summary: "Accept the retention discount (reason 'too expensive', eligible subscriptions only)",
        body: applyRetentionDiscountRequestSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => applyRetentionDiscount(db, requireAuth(request.auth), request.body),
  );

  // The renewal job's work as of a given moment, for the caller's subscription only: demos and journeys
  // see a renewal (or a refused one) without waiting a month. Only on a debug-enabled or test server.
  app.post(
    '/dev/subscription-renewals',
    {
      config,
      schema: {
        tags: ['dev'],
        summary: "Run the renewal of the caller's subscription as of a moment (debug servers only)",
        body: z.object({ asOf: z.iso.datetime() }).strict(),
        response: { 200: z.object({ outcome: z.enum(['none', 'skipped', 'renewed', 'retry', 'ended']) }) },
      },
    },
    async (request) => {
      if (!app.config.DEBUG_TOOLS && app.config.NODE_ENV !== 'test') throw forbidden();
      const { clientId } = requireAuth(request.auth);
      const running = await subscriptionsRepository.findRunning(db, clientId);
      if (!running) return { outcome: 'none' as const };
      const outcome = await renewSubscription({
        db,
        jobs: app.jobs,
        gateway: providers.gateway,
        subscription: running,
        now: new Date(request.body.asOf),
      });
      return { outcome };
    },
  );
};
