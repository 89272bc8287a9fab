import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { dhlParcelConnect, glsService, readyShipment } from './shipment-fixtures.ts';

describe('shipments', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const headers = seller.headers;

  const create = async (body: object) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/shipments', headers, payload: body });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('creates an incomplete draft as awaiting completion, in the draft inbox', async () => {
    const shipment = await create({ to: { alpha2Code: 'FR', zipCode: '75001' } });
    expect(shipment.reference).toMatch(/^SD\d{2}[0-9A-Z]{10}$/);
    expect(shipment.state).toBe('AWAITING_COMPLETION');
    expect(shipment.displayStatus).toBe('DRAFT');
    expect(shipment.inboxes).toEqual(['ALL', 'PENDING', 'DRAFT']);
  });

  it('creates a complete draft as ready to purchase', async () => {
    const shipment = await create(readyShipment());
    expect(shipment.state).toBe('READY_TO_PURCHASE');
    expect(shipment.actions.canBePurchased).toBe(true);
  });

  it('moves a draft to ready to purchase when the missing part is added', async () => {
    const draft = await create(readyShipment({ service: null }));
    expect(draft.state).toBe('AWAITING_COMPLETION');
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shipments/${draft.reference}`,
      headers,
      payload: { service: glsService },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe('READY_TO_PURCHASE');
    expect(response.json().data.to.city).toBe('Paris');
  });

  it('lists an inbox page by page with offset and totals', async () => {
    const other = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: other.headers,
        payload: readyShipment(),
      });
    }
    const page = async (offset: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/shipments?inbox=READY_TO_PURCHASE&limit=2&offset=${offset}`,
          headers: other.headers,
        })
      ).json();
    const first = await page(0);
    const third = await page(4);
    expect(first.content).toHaveLength(2);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalElements: 5 });
    expect(third.content).toHaveLength(1);
    expect(third.pagination.currentPage).toBe(3);
    const references = new Set(
      [...first.content, ...(await page(2)).content, ...third.content].map((s) => s.reference),
    );
    expect(references.size).toBe(5);
  });

  it('filters by recipient name and search text, and sorts by service', async () => {
    const buyer = await signUp(app);
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/shipments', headers: buyer.headers, payload });
    await post(readyShipment({ to: { ...readyShipment().to, firstName: 'Zoé' } }));
    await post(readyShipment({ service: dhlParcelConnect }));
    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1/shipments?${query}`, headers: buyer.headers })).json();

    expect(
      (await list('recipient_name=zo')).content.map(
        (s: { data: { to: { firstName: string } } }) => s.data.to.firstName,
      ),
    ).toEqual(['Zoé']);
    expect((await list('q=dhl')).pagination.totalElements).toBe(1);
    const sorted = await list('order=service_asc');
    expect(
      sorted.content.map((s: { data: { service: { carrierName: string } } }) => s.data.service.carrierName),
    ).toEqual(['DHL', 'GLS']);
    expect((await list('carrier_name=GLS')).pagination.totalElements).toBe(1);
  });

  it('refuses bad list queries with a message key', async () => {
    for (const query of [
      'inbox=NOPE',
      'limit=0',
      'offset=-1',
      `recipient_name=${'x'.repeat(61)}`,
      'created_at_from=yesterday',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/shipments?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().messages[0].message).toMatch(/^form\.error\.|^filters\.error\./);
    }
  });

  it('counts shipments per inbox', async () => {
    const counter = await signUp(app);
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/shipments', headers: counter.headers, payload });
    await post(readyShipment());
    await post(readyShipment());
    await post({});
    const stats = (
      await app.inject({ method: 'GET', url: '/api/v1/shipments/stats', headers: counter.headers })
    ).json();
    expect(stats).toMatchObject({
      ALL: 3,
      PENDING: 3,
      READY_TO_PURCHASE: 2,
      DRAFT: 1,
      PROCESSING: 0,
      TRACKING: 0,
    });
    expect(stats).not.toHaveProperty('ARCHIVED');
  });

  it('deletes drafts and reports the references it could not delete', async () => {
    const draft = await create({});
    const stranger = await signUp(app);
    const theirs = (
      await app.inject({ method: 'POST', url: '/api/v1/shipments', headers: stranger.headers, payload: {} })
    ).json();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v1/shipments',
      headers,
      payload: { references: [draft.reference, theirs.reference, 'SD00NOTEXISTING'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted).toEqual([draft.reference]);
    expect(
      response
        .json()
        .failed.map((f: { reference: string }) => f.reference)
        .sort(),
    ).toEqual([theirs.reference, 'SD00NOTEXISTING'].sort());
    const stillThere = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${theirs.reference}`,
      headers: stranger.headers,
    });
    expect(stillThere.statusCode).toBe(200);
  });

  it('duplicates a shipment and creates a return with the addresses swapped', async () => {
    const original = await create(readyShipment());
    const duplicate = await app.inject({
      method: 'POST',
      url: `/api/v1/shipments/${original.reference}/duplicate`,
      headers,
    });
    expect(duplicate.statusCode).toBe(201);
    const copy = (
      await app.inject({ method: 'GET', url: `/api/v1/shipments/${duplicate.json().reference}`, headers })
    ).json();
    expect(copy.reference).not.toBe(original.reference);
    expect(copy.data.to).toEqual(original.data.to);
    expect(copy.data.service).toEqual(original.data.service);

    const returned = await app.inject({
      method: 'POST',
      url: `/api/v1/shipments/${original.reference}/return`,
      headers,
    });
    const back = (
      await app.inject({ method: 'GET', url: `/api/v1/shipments/${returned.json().reference}`, headers })
    ).json();
    expect(back.data.from).toEqual(original.data.to);
    expect(back.data.to).toEqual(original.data.from);
    expect(back.data.service).toBeNull();
  });

  it("hides another client's shipments behind 404", async () => {
    const mine = await create(readyShipment());
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/shipments/${mine.reference}` });
    await expectNotFoundForOtherClient(app, {
      method: 'PATCH',
      url: `/api/v1/shipments/${mine.reference}`,
      payload: { content: { description: 'Mine now', value: 100 } },
    });
    await expectNotFoundForOtherClient(app, {
      method: 'POST',
      url: `/api/v1/shipments/${mine.reference}/duplicate`,
    });
  });

  it('refuses invalid shipment input with the field named', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers,
      payload: { parcels: [{ height: -1, length: 10, width: 10, weight: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].field).toBe('parcels.0.height');
  });

  it('requires a signed-in client', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/shipments' });
    expect(response.statusCode).toBe(401);
  });
});
