import { describe, expect, it } from 'vitest';
import { seedReadyDrafts } from '../../src/modules/orders/seed-order-drafts.ts';
import { settleOrderJob } from '../../src/modules/orders/settle-order.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { cardNonce, chargesOf, simpleNonce } from '../payments/payment-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { orderPayload, placeOrder, saveBilling, stateOf } from './order-helpers.ts';

const countByState = async (app: Awaited<ReturnType<typeof buildTestApp>>, clientId: string) =>
  Object.fromEntries(
    (
      await app.database.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM shipments WHERE client_id = $1 GROUP BY state',
        [clientId],
      )
    ).map((row) => [row.state, row.n]),
  );

describe('orders: a bulk order of many shipments', async () => {
  const app = await buildTestApp();

  it('buys 160 shipments with one charge of the server total, one label job each, all READY_TO_PRINT after the jobs', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const references = await seedReadyDrafts(app.database, {
      clientId: seller.clientId,
      count: 160,
      prefix: 'BULKORD',
    });
    const priced = await api(app, seller).post('/shipments/price', { references });
    expect(priced.statusCode, priced.body).toBe(200);
    const total = priced.json().totalPrice.totalPrice as number;

    const response = await placeOrder(
      app,
      seller,
      orderPayload(references, {
        method: 'creditcard3dsecure',
        nonce: await cardNonce(app, seller, { amount: total }),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.totalAmount).toBe(total);
    expect(body.shipments).toHaveLength(160);
    expect(body.shipments.every((s: { status: boolean }) => s.status)).toBe(true);
    expect(await chargesOf(app, seller.clientId)).toEqual([
      expect.objectContaining({ amount: total, status: 'SUCCEEDED' }),
    ]);
    expect(await countByState(app, seller.clientId)).toEqual({ PURCHASE_SUCCESS: 160 });

    // Each shipment was bought once: one label job and one price stored per shipment, prices adding up.
    const [jobs] = await app.database.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT data->'payload'->>'shipmentId')::int AS distinct
       FROM pgboss.job WHERE name = 'shipment.label.generate'
         AND data->'payload'->>'shipmentId' IN (SELECT id::text FROM shipments WHERE client_id = $1)`,
      [seller.clientId],
    );
    expect(jobs).toEqual({ n: 160, distinct: 160 });
    const [stored] = await app.database.query<{ sum: number }>(
      "SELECT sum((price->>'totalPrice')::int)::int AS sum FROM shipments WHERE client_id = $1",
      [seller.clientId],
    );
    expect(stored!.sum).toBe(total);
    // The seller's open pages hear of every purchase (one shipment.updated each, in the order's order).
    const events = await app.database.query<{ reference: string }>(
      "SELECT payload->>'reference' AS reference FROM outbox_events WHERE client_id = $1 AND type = 'shipment.updated' ORDER BY id",
      [seller.clientId],
    );
    expect(events.map((event) => event.reference)).toEqual(references);

    const drained = await drainJobs(app);
    expect(drained.failed).toBe(0);
    expect(await countByState(app, seller.clientId)).toEqual({ READY_TO_PRINT: 160 });
    const summary = (await api(app, seller).get(`/orders/${body.orderReference}`)).json();
    expect(summary.status).toBe('PAID');
    expect(summary.shipments.filter((s: { status: string }) => s.status === 'READY_TO_PRINT')).toHaveLength(
      160,
    );
    // 160 labels drawn in one test: room for a shared two-core machine, not a speed target (the bench has those).
  }, 90_000);

  it('settles the rest of a pending order when one of its shipments changed in the meantime', async () => {
    const seller = await signUp(app);
    const [kept = '', changed = ''] = await seedReadyDrafts(app.database, {
      clientId: seller.clientId,
      count: 2,
      prefix: 'BULKCHG',
    });
    const nonce = await simpleNonce(app, seller, 'bancontact');
    // An order taken but not yet settled (as a crashed request leaves it), then the seller edits one draft.
    const [order] = await app.database.query<{ id: string }>(
      `INSERT INTO orders (client_id, reference, idempotency_key, payment_method, payment_type, payment_source, total_amount)
       VALUES ($1, 'ORD-BULK-CHG', 'bulk-chg-key', 'bancontact', 'DIRECT', $2, 2000) RETURNING id`,
      [seller.clientId, JSON.stringify({ nonce })],
    );
    const price = {
      currency: 'EUR',
      basePrice: 826,
      taxPrice: 174,
      totalPrice: 1000,
      taxes: [{ percentage: 21 }],
    };
    await app.database.query(
      `INSERT INTO order_shipments (order_id, client_id, shipment_id, shipment_reference, position, amount, price, status)
       SELECT $1, client_id, id, reference, CASE reference WHEN $3 THEN 0 ELSE 1 END, 1000, $2, 'PENDING'
       FROM shipments WHERE client_id = $4`,
      [order!.id, JSON.stringify(price), kept, seller.clientId],
    );
    await app.database.query("UPDATE shipments SET state = 'AWAITING_COMPLETION' WHERE reference = $1", [
      changed,
    ]);

    await app.jobs.enqueue(settleOrderJob, { orderId: order!.id });
    await drainJobs(app);
    expect(await stateOf(app, seller, kept)).toBe('READY_TO_PRINT');
    expect(await stateOf(app, seller, changed)).toBe('AWAITING_COMPLETION');
    const [stored] = await app.database.query<{ price: unknown; orderId: string | null }>(
      'SELECT price, order_id AS "orderId" FROM shipments WHERE reference = $1',
      [kept],
    );
    expect(stored).toEqual({ price, orderId: order!.id });
    const summary = (await api(app, seller).get('/orders/ORD-BULK-CHG')).json();
    expect(summary.shipments).toEqual([
      expect.objectContaining({ shipmentReference: kept, status: 'READY_TO_PRINT', error_code: null }),
      expect.objectContaining({ shipmentReference: changed, error_code: 'InvalidPayload' }),
    ]);
    // The whole order was charged; what the changed shipment cost is given back, once.
    expect(summary).toMatchObject({ totalAmount: 1000, refundedAmount: 1000 });
    await app.jobs.enqueue(settleOrderJob, { orderId: order!.id });
    await drainJobs(app);
    const charges = await app.database.query<{ amount: number; refunded: number }>(
      'SELECT amount, refunded_amount AS refunded FROM sandbox_payment_charges WHERE client_id = $1',
      [seller.clientId],
    );
    expect(charges).toEqual([{ amount: 2000, refunded: 1000 }]);

    // A settlement that died after owing the refund and before the gateway answered: the safety
    // net gives it back.
    await app.database.query('UPDATE orders SET refunded_amount = 0 WHERE id = $1', [order!.id]);
    await app.database.query('UPDATE sandbox_payment_charges SET refunded_amount = 0 WHERE client_id = $1', [
      seller.clientId,
    ]);
    await app.jobs.enqueue(settleOrderJob, { orderId: order!.id });
    await drainJobs(app);
    expect((await api(app, seller).get('/orders/ORD-BULK-CHG')).json().refundedAmount).toBe(1000);
    expect(
      await app.database.query<{ refunded: number }>(
        'SELECT refunded_amount AS refunded FROM sandbox_payment_charges WHERE client_id = $1',
        [seller.clientId],
      ),
    ).toEqual([{ refunded: 1000 }]);
  });

  it('accepts 500 shipments in one order and refuses 501 with too-many-shipments', async () => {
    const seller = await signUp(app);
    const tooMany = Array.from({ length: 501 }, (_, i) => `SD${String(i).padStart(8, '0')}`);
    const refused = await placeOrder(app, seller, orderPayload(tooMany, { method: 'bancontact' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0].message).toBe('order.error.too-many-shipments');
    // 500 passes validation: unknown references then answer 404 rather than a size error.
    const atLimit = await placeOrder(
      app,
      seller,
      orderPayload(tooMany.slice(0, 500), { method: 'bancontact' }),
    );
    expect(atLimit.json().messages[0].message).not.toBe('order.error.too-many-shipments');
  });
});
