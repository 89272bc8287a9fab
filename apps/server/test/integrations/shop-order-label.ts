import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import type { SignedUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';

/**
 * A shipment of a shop's order, as an import stores it (its external order id and source), bought by
 * card with its label made (the jobs drained). Answers its reference.
 */
export const buyShopOrderLabel = async (
  app: FastifyInstance,
  seller: SignedUp,
  order: { externalOrderId: string; source: string },
) => {
  await saveBilling(app, seller);
  const reference = await createReadyShipment(app, seller);
  await app.database.query('UPDATE shipments SET external_order_id = $1, source = $2 WHERE reference = $3', [
    order.externalOrderId,
    order.source,
    reference,
  ]);
  const placed = await placeOrder(
    app,
    seller,
    orderPayload([reference], {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, [reference]),
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  await drainJobs(app);
  return reference;
};
