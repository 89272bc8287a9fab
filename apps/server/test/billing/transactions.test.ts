import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { issueInvoicesJob } from '../../src/modules/invoices/issue-invoices.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

type Seed = { reference: string; at: string; amount: number; status?: 'PAID' | 'FAILED' | 'PENDING' };

/** Orders as a settled payment leaves them, written straight to the table for dates in the past. */
const seedOrders = async (app: FastifyInstance, seller: SignedUp, orders: Seed[]) => {
  for (const order of orders)
    await app.database.query(
      `INSERT INTO orders (client_id, reference, idempotency_key, status, payment_method, payment_type,
         total_amount, created_at)
       VALUES ($1, $2, $3, $4, 'creditcard3dsecure', 'DIRECT', $5, $6)`,
      [
        seller.clientId,
        order.reference,
        `key-${order.reference}`,
        order.status ?? 'PAID',
        order.amount,
        order.at,
      ],
    );
};

const seedSubscriptionCharge = async (
  app: FastifyInstance,
  seller: SignedUp,
  charge: { at: string; total: number; status?: 'SUCCEEDED' | 'DECLINED' },
) => {
  const [subscription] = await app.database.query<{ id: string }>(
    `INSERT INTO subscriptions (client_id, tenant_id, plan_code, state, payment_method_id, tax_country)
     VALUES ($1, 'main', 'PRO', 'ended', gen_random_uuid(), 'ES') RETURNING id`,
    [seller.clientId],
  );
  await app.database.query(
    `INSERT INTO subscription_charges (subscription_id, client_id, period, attempt, subtotal, tax_rate, tax_total,
       total, status, created_at)
     VALUES ($1, $2, 1, 1, $3, 0, 0, $3, $4, $5)`,
    [subscription!.id, seller.clientId, charge.total, charge.status ?? 'SUCCEEDED', charge.at],
  );
};

describe('transactions (settings → billing)', async () => {
  const app = await buildTestApp();
  const list = (seller: SignedUp, query = '') => api(app, seller).get(`/transactions${query}`);

  it("lists a paid order and the refund of its cancelled shipment, newest first, in the order's currency", async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
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
    const cancel = await api(app, seller).post(`/shipments/${cancelled}/cancel`, { reason: 'WRONG_ADDRESS' });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await drainJobs(app, { includeDelayed: true });
    await drainJobs(app, { includeDelayed: true });
    const refunded = (await api(app, seller).get(`/orders/${orderReference}`)).json()
      .refundedAmount as number;
    expect(refunded).toBeGreaterThan(0);

    await app.jobs.enqueue(issueInvoicesJob, { clientId: seller.clientId });
    await drainJobs(app, { jobs: [issueInvoicesJob] });

    const response = await list(seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          orderReference,
          orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          totalPrice: -refunded,
          currency: 'EUR',
          type: 'REFUND',
          url: expect.stringMatching(/^\/api\/v1\/invoices\/.+\/pdf$/),
        },
        expect.objectContaining({
          orderReference,
          totalPrice: totalAmount,
          currency: 'EUR',
          type: 'LABELS_ORDER',
          url: expect.stringMatching(/^\/api\/v1\/invoices\/.+\/pdf$/),
        }),
      ],
      pagination: { currentPage: 1, totalPages: 1, totalElements: 2 },
    });
    // Each row opens its own document: the order's invoice and the refund's credit note.
    const [refundRow, orderRow] = response.json().items as { url: string }[];
    expect(refundRow!.url).not.toBe(orderRow!.url);
    for (const [row, title] of [
      [orderRow!, 'INVOICE'],
      [refundRow!, 'CREDIT NOTE'],
    ] as const) {
      const opened = await app.inject({ method: 'GET', url: row.url, headers: seller.headers });
      expect(opened.statusCode, opened.body).toBe(302);
      const pdf = await app.inject({
        method: 'GET',
        url: opened.headers.location as string,
        headers: seller.headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdfText(pdf.rawPayload).toUpperCase()).toContain(title);
    }
    const other = await signUp(app);
    expect((await app.inject({ method: 'GET', url: orderRow!.url, headers: other.headers })).statusCode).toBe(
      404,
    );
    // The refund job running again (a retry) records no second refund.
    await drainJobs(app, { includeDelayed: true });
    expect((await list(seller)).json().pagination.totalElements).toBe(2);
  });

  it('lists subscription billings that were paid, and no failed or unfinished payment', async () => {
    const seller = await signUp(app);
    await seedOrders(app, seller, [
      { reference: 'ORD-20261101-PAIDPAID', at: '2026-11-01T10:00:00Z', amount: 1210 },
      { reference: 'ORD-20261102-FAILFAIL', at: '2026-11-02T10:00:00Z', amount: 990, status: 'FAILED' },
      { reference: 'ORD-20261103-PENDPEND', at: '2026-11-03T10:00:00Z', amount: 990, status: 'PENDING' },
    ]);
    await seedSubscriptionCharge(app, seller, { at: '2026-11-05T08:00:00Z', total: 1815 });
    await seedSubscriptionCharge(app, seller, {
      at: '2026-11-06T08:00:00Z',
      total: 1815,
      status: 'DECLINED',
    });

    const { items } = (await list(seller)).json();
    expect(items.map((item: { type: string; totalPrice: number }) => [item.type, item.totalPrice])).toEqual([
      ['SUBSCRIPTION', 1815],
      ['LABELS_ORDER', 1210],
    ]);
    expect(items[0].orderReference).toMatch(/^SUB-20261105-[0-9A-F]{8}$/);
    expect(items[0].orderDate).toBe('2026-11-05T08:00:00.000Z');
    // The billing's reference is the same on every read, so it can be searched for.
    const found = (await list(seller, `?orderReference=${items[0].orderReference.toLowerCase()}`)).json();
    expect(found.items).toEqual([items[0]]);
  });

  it('pages by 10, filters by a part of the reference and by days on the reader calendar', async () => {
    const seller = await signUp(app);
    await seedOrders(
      app,
      seller,
      Array.from({ length: 25 }, (_, index) => ({
        reference: `ORD-202610${String(index + 1).padStart(2, '0')}-AAAA${String(index).padStart(4, '0')}`,
        at: `2026-10-${String(index + 1).padStart(2, '0')}T12:00:00Z`,
        amount: 100 + index,
      })),
    );
    const first = (await list(seller)).json();
    expect(first.items).toHaveLength(10);
    expect(first.items[0].orderReference).toBe('ORD-20261025-AAAA0024');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalElements: 25 });
    const third = (await list(seller, '?page=3')).json();
    expect(third.items.map((item: { totalPrice: number }) => item.totalPrice)).toEqual([
      104, 103, 102, 101, 100,
    ]);
    expect((await list(seller, '?page=4')).json()).toEqual({
      items: [],
      pagination: { currentPage: 4, totalPages: 3, totalElements: 25 },
    });

    const search = (await list(seller, '?orderReference=aaaa001')).json();
    expect(search.pagination.totalElements).toBe(10);

    const range = (await list(seller, '?from=2026-10-05&to=2026-10-07')).json();
    expect(range.items.map((item: { orderReference: string }) => item.orderReference.slice(4, 12))).toEqual([
      '20261007',
      '20261006',
      '20261005',
    ]);
    // Noon UTC on the 7th is already the 8th in Auckland (UTC+13), so it falls out of that reader's 5th–7th.
    const auckland = (await list(seller, '?from=2026-10-05&to=2026-10-07&timeZone=Pacific/Auckland')).json();
    expect(
      auckland.items.map((item: { orderReference: string }) => item.orderReference.slice(4, 12)),
    ).toEqual(['20261006', '20261005', '20261004']);
  });

  it("never shows another client's transactions", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await seedOrders(app, owner, [
      { reference: 'ORD-20261110-OWNEROWN', at: '2026-11-10T10:00:00Z', amount: 500 },
    ]);
    await seedSubscriptionCharge(app, owner, { at: '2026-11-11T10:00:00Z', total: 700 });
    expect((await list(other)).json()).toEqual({
      items: [],
      pagination: { currentPage: 1, totalPages: 0, totalElements: 0 },
    });
    expect((await list(other, '?orderReference=OWNEROWN')).json().items).toEqual([]);
  });

  it.each([
    ['?page=0', 'page', 'form.error.min-size'],
    ['?page=two', 'page', 'form.error.invalid-type'],
    ['?orderReference=ORD', 'orderReference', 'billing.transactions.error.search-too-short'],
    ['?from=2026-02-30', 'from', 'billing.transactions.error.invalid-date'],
    ['?from=30/10/2026', 'from', 'billing.transactions.error.invalid-date'],
    ['?from=2026-10-20&to=2026-10-10', 'to', 'billing.transactions.error.range-reversed'],
    ['?to=2999-01-01', 'to', 'billing.transactions.error.after-today'],
    ['?timeZone=Mars/Olympus', 'timeZone', 'billing.transactions.error.invalid-time-zone'],
  ])('answers 400 for %s, naming the field and a message key', async (query, field, message) => {
    const seller = await signUp(app);
    const response = await list(seller, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ field, message });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/transactions' })).statusCode).toBe(401);
  });
});
