import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { readyShipment } from './shipment-fixtures.ts';

// Year 0000 has the shape of a day but is none the database can hold (1 BC): it used to reach the
// database and answer 500.
describe('days before the Common Era', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: seller.headers, ...(payload ? { payload } : {}) });

  it('a draft with a collection day in year 0000 is refused on the field, made or changed, and nothing changes', async () => {
    const made = await call('POST', '/shipments', { ...readyShipment(), collectionDate: '0000-01-01' });
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().messages).toContainEqual(expect.objectContaining({ field: 'collectionDate' }));

    const draft = await call('POST', '/shipments', readyShipment());
    expect(draft.statusCode, draft.body).toBe(201);
    const { reference } = draft.json();
    const changed = await call('PATCH', `/shipments/${reference}`, { collectionDate: '0000-12-31' });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json().messages).toContainEqual(expect.objectContaining({ field: 'collectionDate' }));
    const bulk = await call('PATCH', '/shipments', {
      shipments: [{ reference, collectionDate: '0000-01-01' }],
    });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().messages).toContainEqual(
      expect.objectContaining({ field: 'shipments.0.collectionDate' }),
    );
    const kept = await call('GET', `/shipments/${reference}`);
    expect(kept.json().data.collection?.date ?? null).toBeNull();
  });

  it.each(['created_at_from', 'created_at_to', 'delivery_date_from', 'delivery_date_to'])(
    'the shipments list filtered by %s in year 0000 is refused on the filter',
    async (filter) => {
      const response = await call('GET', `/shipments?inbox=ALL&${filter}=0000-01-01`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messages).toContainEqual(
        expect.objectContaining({ field: filter, message: 'form.error.invalid-date' }),
      );
    },
  );

  it.each(['from', 'to'])(
    'the transactions listed %s a day in year 0000 are refused on the filter',
    async (filter) => {
      const response = await call('GET', `/transactions?${filter}=0000-01-01`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messages).toContainEqual(
        expect.objectContaining({ field: filter, message: 'billing.transactions.error.invalid-date' }),
      );
    },
  );
});
