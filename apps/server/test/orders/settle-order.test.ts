import { describe, expect, it } from 'vitest';
import { settleOrderJob } from '../../src/modules/orders/settle-order.job.ts';
import { settleOrder } from '../../src/modules/orders/settle-order.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { chargesOf, simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { stateOf } from './order-helpers.ts';

describe('settling an order after a crash', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);

  it('finishes an order left pending (process died after taking it): charged once, shipment bought once', async () => {
    const reference = await createReadyShipment(app, seller);
    const { price } = (await api(app, seller).post('/shipments/price', { references: [reference] })).json()
      .shipmentsPriceDetails[0];
    const nonce = await simpleNonce(app, seller, 'bancontact');
    // What the request had committed before dying: the order and its claimed shipment, not yet charged.
    const [order] = await app.database.query<{ id: string }>(
      `INSERT INTO orders (client_id, reference, idempotency_key, payment_method, payment_type, payment_source, total_amount)
       VALUES ($1, 'ORD-CRASH-1', 'crash-key-1', 'bancontact', 'DIRECT', $2, $3) RETURNING id`,
      [seller.clientId, JSON.stringify({ nonce }), price.totalPrice],
    );
    await app.database.query(
      `INSERT INTO order_shipments (order_id, client_id, shipment_id, shipment_reference, position, amount, price, status)
       SELECT $1, client_id, id, reference, 0, $2, $3, 'PENDING' FROM shipments WHERE reference = $4`,
      [order!.id, price.totalPrice, JSON.stringify(price), reference],
    );
    await app.jobs.enqueue(settleOrderJob, { orderId: order!.id });
    await drainJobs(app);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
    expect((await chargesOf(app, seller.clientId)).map((c) => c.amount)).toEqual([price.totalPrice]);
    // A second settlement (the request coming back late, or a retried job) changes nothing.
    const again = await settleOrder(app, order!.id);
    expect(again?.order.status).toBe('PAID');
    expect(await chargesOf(app, seller.clientId)).toHaveLength(1);
    const summary = (await api(app, seller).get('/orders/ORD-CRASH-1')).json();
    expect(summary).toMatchObject({ status: 'PAID', totalAmount: price.totalPrice });
  });
});
