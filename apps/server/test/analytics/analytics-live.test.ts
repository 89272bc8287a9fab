import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { glsService } from '../shipments/shipment-fixtures.ts';
import { readChart, utcDay } from './analytics-helpers.ts';

describe('analytics: a purchase reaches the charts by itself', async () => {
  // Workers on, as in a running server: the outbox wake-up queues the event pass, a worker runs it.
  const app = await buildTestApp({ JOBS_ENABLED: true });

  it('counts a shipment within seconds of its purchase, with no job drained by hand', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const reference = await createReadyShipment(app, seller, { service: glsService });
    const placed = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const today = utcDay(new Date());
    await vi.waitFor(
      async () => {
        const { series } = await readChart(app, seller, 'shipments', { from: today, to: today });
        expect(series).toEqual([{ date: today, shipments: 1 }]);
      },
      { timeout: 20_000, interval: 200 },
    );
  });
});
