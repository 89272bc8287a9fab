import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling, stateOf } from './order-helpers.ts';

describe('orders: a cancelled shipment is refunded', async () => {
  const app = await buildTestApp();

  it('gives back what one shipment of a paid order cost once its cancellation is accepted, and only once', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const call = api(app, seller);
    const [kept, cancelled] = [
      await createReadyShipment(app, seller),
      await createReadyShipment(app, seller),
    ];
    const placed = await placeOrder(
      app,
      seller,
      orderPayload([kept, cancelled], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [kept, cancelled]),
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderReference, totalAmount } = placed.json();
    await drainJobs(app);
    expect(await stateOf(app, seller, cancelled)).toBe('READY_TO_PRINT');
    const lineOf = async (reference: string) =>
      (await call.get(`/orders/${orderReference}`))
        .json()
        .shipments.find((line: { shipmentReference: string }) => line.shipmentReference === reference);
    const cancelledAmount = (await lineOf(cancelled)).amount as number;
    expect((await call.get(`/orders/${orderReference}`)).json().refundedAmount).toBe(0);

    const cancel = await call.post(`/shipments/${cancelled}/cancel`, { reason: 'WRONG_ADDRESS' });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    // The carrier confirms after a while; then the refund job runs (and a second pass finds nothing to do).
    await drainJobs(app, { includeDelayed: true });
    await drainJobs(app, { includeDelayed: true });

    expect(await stateOf(app, seller, cancelled)).toBe('CANCELED');
    expect(await stateOf(app, seller, kept)).toBe('READY_TO_PRINT');
    const summary = (await call.get(`/orders/${orderReference}`)).json();
    expect(summary.refundedAmount).toBe(cancelledAmount);
    const charges = await app.database.query<{ amount: number; refunded: number }>(
      'SELECT amount, refunded_amount AS refunded FROM sandbox_payment_charges WHERE client_id = $1',
      [seller.clientId],
    );
    expect(charges).toEqual([{ amount: totalAmount, refunded: cancelledAmount }]);
  });
});
