import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDependenciesOf } from '../../src/modules/orders/orders-dependencies.ts';
import { settleOrderJob } from '../../src/modules/orders/settle-order.job.ts';
import { settleOrder } from '../../src/modules/orders/settle-order.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { configuredProviders } from '../../src/providers/configured-providers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { chargesOf, simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { stateOf } from './order-helpers.ts';

describe('settling an order after a crash', async () => {
  const { carriers, gateway } = configuredProviders();
  const paymentGateway = { ...gateway };
  const app = await buildTestApp({}, { providers: { gateway: paymentGateway } });
  const dependencies = orderDependenciesOf(
    { db: app.database.db, jobs: app.jobs },
    { carriers, gateway: paymentGateway },
  );

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** What a request had committed before its process died: the order and its claimed shipment, not yet charged. */
  const pendingOrder = async (seller: SignedUp, orderReference: string) => {
    const reference = await createReadyShipment(app, seller);
    const { price } = (await api(app, seller).post('/shipments/price', { references: [reference] })).json()
      .shipmentsPriceDetails[0];
    const nonce = await simpleNonce(app, seller, 'bancontact');
    const [order] = await app.database.query<{ id: string }>(
      `INSERT INTO orders (client_id, reference, idempotency_key, payment_method, payment_type, payment_source, total_amount)
       VALUES ($1, $2, $3, 'bancontact', 'DIRECT', $4, $5) RETURNING id`,
      [seller.clientId, orderReference, `key-${orderReference}`, JSON.stringify({ nonce }), price.totalPrice],
    );
    await app.database.query(
      `INSERT INTO order_shipments (order_id, client_id, shipment_id, shipment_reference, position, amount, price, status)
       SELECT $1, client_id, id, reference, 0, $2, $3, 'PENDING' FROM shipments WHERE reference = $4`,
      [order!.id, price.totalPrice, JSON.stringify(price), reference],
    );
    return { orderId: order!.id, reference, total: price.totalPrice as number };
  };

  it('finishes an order left pending (process died after taking it): charged once, shipment bought once', async () => {
    const seller = await signUp(app);
    const { orderId, reference, total } = await pendingOrder(seller, 'ORD-CRASH-1');
    await app.jobs.enqueue(settleOrderJob, { orderId });
    await drainJobs(app);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
    expect((await chargesOf(app, seller.clientId)).map((c) => c.amount)).toEqual([total]);
    // A second settlement (the request coming back late, or a retried job) changes nothing.
    const again = await settleOrder(dependencies, orderId);
    expect(again?.order.status).toBe('PAID');
    expect(await chargesOf(app, seller.clientId)).toHaveLength(1);
    const summary = (await api(app, seller).get('/orders/ORD-CRASH-1')).json();
    expect(summary).toMatchObject({ status: 'PAID', totalAmount: total });
  });

  it('settles again with the same idempotency key after dying between the charge and recording it: charged once', async () => {
    const seller = await signUp(app);
    const { orderId, reference, total } = await pendingOrder(seller, 'ORD-CRASH-2');
    const charge = paymentGateway.charge.bind(paymentGateway);
    const spy = vi.spyOn(paymentGateway, 'charge');
    // The gateway took the money; the process died before the order recorded it.
    spy.mockImplementationOnce(async (db, input) => {
      await charge(db, input);
      throw new Error('process died after the charge');
    });

    await expect(settleOrder(dependencies, orderId)).rejects.toThrow('process died after the charge');
    expect((await api(app, seller).get('/orders/ORD-CRASH-2')).json().status).toBe('PENDING');
    const retried = await settleOrder(dependencies, orderId);

    expect(spy).toHaveBeenCalledTimes(2);
    const [first, second] = spy.mock.calls.map(([, input]) => input.idempotencyKey);
    expect(second).toBe(first);
    expect(retried?.order.status).toBe('PAID');
    expect(await chargesOf(app, seller.clientId)).toEqual([expect.objectContaining({ amount: total })]);
    await drainJobs(app);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
  });
});
