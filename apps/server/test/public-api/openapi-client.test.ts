import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import type { paths } from './generated/shipdeck-api.ts';
import { sellerWithApiKey } from './public-api-fixtures.ts';

/**
 * A program written only from the OpenAPI document: every call, body and answer below is typed by
 * openapi-typescript from what the app serves, and goes over HTTP with the key as a Bearer token.
 */
describe('a client made from the OpenAPI document', async () => {
  const app = await buildTestApp();
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  it('creates a shipment, prices it, pays for it once, downloads its label, tracks, lists and cancels it', async () => {
    const { key, paymentMethodId } = await sellerWithApiKey(app);
    const client = createClient<paths>({ baseUrl: address, headers: { authorization: `Bearer ${key}` } });

    const created = await client.POST('/api/v1/shipments', {
      params: { header: { 'idempotency-key': randomUUID() } },
      body: {
        from: {
          firstName: 'Ana',
          lastName: 'García',
          phone: '+34600111222',
          email: 'ana@example.es',
          street1: 'Calle Mayor 1',
          alpha2Code: 'ES',
          zipCode: '28013',
          city: 'Madrid',
        },
        to: {
          firstName: 'Luc',
          lastName: 'Martin',
          phone: '+33612345678',
          email: 'luc@example.fr',
          street1: '10 Rue de Rivoli',
          alpha2Code: 'FR',
          zipCode: '75001',
          city: 'Paris',
        },
        parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
        service: { id: 'gls-euro-business' },
        content: { description: 'Books', value: 3500 },
      },
    });
    expect(created.error).toBeUndefined();
    const reference = created.data!.reference;

    const priced = await client.POST('/api/v1/shipments/price', { body: { references: [reference] } });
    expect(priced.error).toBeUndefined();
    const total = priced.data!.totalPrice.totalPrice;
    expect(total).toBeGreaterThan(0);

    const order = {
      shipments: [reference],
      payment: { type: 'DIRECT' as const, method: 'directdebit' as const, paymentMethodId },
      carriersTermsAndConditions: true,
      idempotencyKey: randomUUID(),
    };
    const payKey = randomUUID();
    const paid = await client.POST('/api/v1/orders', {
      params: { header: { 'idempotency-key': payKey } },
      body: order,
    });
    expect(paid.error).toBeUndefined();
    expect(paid.data).toMatchObject({ totalAmount: total, shipments: [{ reference, status: true }] });
    const again = await client.POST('/api/v1/orders', {
      params: { header: { 'idempotency-key': payKey } },
      body: order,
    });
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.orderReference).toBe(paid.data!.orderReference);
    const otherBody = await client.POST('/api/v1/orders', {
      params: { header: { 'idempotency-key': payKey } },
      body: { ...order, carriersTermsAndConditions: false },
    });
    expect(otherBody.response.status).toBe(422);
    expect(otherBody.error?.messages[0]?.message).toBe('error.idempotency-key.reused');

    await drainJobs(app);
    const label = await client.GET('/api/v1/shipments/{reference}/label', {
      params: { path: { reference } },
      parseAs: 'arrayBuffer',
    });
    expect(label.response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(label.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const tracking = await client.GET('/api/v1/shipments/{reference}/tracking', {
      params: { path: { reference } },
    });
    expect(tracking.error).toBeUndefined();

    const one = await client.GET('/api/v1/shipments/{reference}', { params: { path: { reference } } });
    expect(one.data?.state).toBe('READY_TO_PRINT');
    const list = await client.GET('/api/v1/shipments', { params: { query: { inbox: 'ALL' } } });
    expect(list.error).toBeUndefined();
    expect(JSON.stringify(list.data)).toContain(reference);

    const canceled = await client.POST('/api/v1/shipments/{reference}/cancel', {
      params: { path: { reference }, header: { 'idempotency-key': randomUUID() } },
      body: { reason: 'ORDER_CANCELLED_BY_BUYER' },
    });
    expect(canceled.error).toBeUndefined();
    expect(canceled.data?.state).toMatch(/^CANCEL/);

    const missing = await client.GET('/api/v1/shipments/{reference}', {
      params: { path: { reference: 'NOPE1' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.messages[0]?.error_code).toBe('NotFound');
  });
});
