import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { type OrderProviders, orderDependenciesOf } from './orders-dependencies.ts';
import { settleOrder } from './settle-order.ts';

/** How long the request has to settle its order before this safety net does it. */
export const SETTLE_SAFETY_DELAY_SECONDS = 120;

/**
 * Enqueued with every order, due two minutes later: if the process died between taking the order
 * and settling it, this finishes the job (the charge is idempotent, so a charge already made is not
 * made again). An order already settled is left alone.
 */
export const settleOrderJob = defineJobKind({
  id: 'order.settle',
  version: 1,
  schema: z.object({ orderId: z.string().uuid() }),
});

/** The job's handler, given the carrier provider and payment gateway the order is settled with. */
export const defineSettleOrderJob = (providers: OrderProviders) =>
  defineJob({
    ...settleOrderJob,
    options: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
    handler: async ({ orderId }, platform) => {
      await settleOrder(orderDependenciesOf(platform, providers), orderId);
    },
  });
