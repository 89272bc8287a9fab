import type { FastifyInstance } from 'fastify';
import type { SignedUp } from '../helpers/clients.ts';
import { buyByCard, saveBilling } from '../orders/order-helpers.ts';
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
  await buyByCard(app, seller, [reference]);
  return reference;
};
