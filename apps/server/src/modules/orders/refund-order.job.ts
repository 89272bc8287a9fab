import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { ordersRepository } from './orders.repository.ts';
import { type OrderProviders, orderDependenciesOf } from './orders-dependencies.ts';
import { settleRefund } from './refund-order.ts';

/** Gives back what an order owes, enqueued with the change that made it owe (retried until done). */
export const refundOrderJob = defineJobKind({
  id: 'order.refund',
  version: 1,
  schema: z.object({ orderId: z.string().uuid() }),
});

/** The job's handler, given the payment gateway that refunds. */
export const defineRefundOrderJob = (providers: OrderProviders) =>
  defineJob({
    ...refundOrderJob,
    options: { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true },
    handler: async ({ orderId }, platform) => {
      const dependencies = orderDependenciesOf(platform, providers);
      const order = await ordersRepository.findById(dependencies.db, orderId);
      if (order) await settleRefund(dependencies, order);
    },
  });
