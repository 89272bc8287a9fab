import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { madridWarehouse, parisRecipient } from '../addresses/address-fixtures.ts';
import { saveBooksCustomsInvoice } from '../customs/customs-fixtures.ts';
import { signUp } from '../helpers/clients.ts';
import { london, orderPayload, placeOrder, saveBilling, upsExpressSaver } from '../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

/**
 * A seller with something in every section of "download my data": a sender and a recipient address, a
 * saved parcel, a shipping rule, a support ticket, a bought shipment to London with its customs invoice (an
 * order), and a draft to Paris.
 */
export const sellerWithData = async (app: FastifyInstance) => {
  const seller = await signUp(app);
  const call = api(app, seller);
  await saveBilling(app, seller);
  const created = await Promise.all([
    call.post('/warehouses', madridWarehouse()),
    call.post('/recipients', parisRecipient()),
    call.post('/parcels', { name: 'Shoebox', height: 12, length: 33, width: 20, weight: 1.2 }),
    call.post('/shipping-rules', {
      alias: 'Declare 25 €',
      conditions: [{ identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' }],
      actions: [{ identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value: 25 }],
    }),
    call.post('/support/tickets', { type: 'OTHER', reason: 'Where is my invoice?' }),
  ]);
  for (const response of created) expect(response.statusCode, response.body).toBe(201);
  const bought = await createReadyShipment(app, seller, {
    to: london,
    service: upsExpressSaver,
    content: { description: 'Books', value: 4000 },
  });
  await saveBooksCustomsInvoice(call, bought);
  const order = await placeOrder(
    app,
    seller,
    orderPayload([bought], { method: 'bancontact', nonce: await simpleNonce(app, seller, 'bancontact') }),
  );
  expect(order.statusCode, order.body).toBe(201);
  const draft = await createReadyShipment(app, seller);
  return { seller, bought, draft, orderReference: order.json().orderReference as string };
};

export const countRows = async (app: FastifyInstance, table: string, clientId: string) => {
  const [row] = await app.database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE client_id = $1`,
    [clientId],
  );
  return row!.count;
};
