import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { saveBooksCustomsInvoice } from '../customs/customs-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { buyByCard, london, saveBilling } from '../orders/order-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { readyShipment, saveMadridStore } from './shipment-fixtures.ts';

type EventView = { reference: string; state: string; data: Record<string, unknown> };

/**
 * Every write that changes a shipment announces it with the same complete view the reads answer, so a
 * client that updates its copy from the live events (the outbox is what the event socket pushes) keeps
 * the voucher, the customs invoice and the warehouse whatever the write was.
 */
describe("a shipment's live events carry the fields its reads answer", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);

  const eventsOf = async (reference: string, afterId = 0) =>
    (
      await app.database.query<{ id: number; type: string; payload: EventView }>(
        "SELECT id::int AS id, type, payload FROM outbox_events WHERE client_id = $1 AND payload->>'reference' = $2 AND id > $3 ORDER BY id",
        [seller.clientId, reference, afterId],
      )
    ).map((event) => ({ ...event, id: Number(event.id) }));
  const lastEventId = async () =>
    Number(
      (
        await app.database.query<{ id: number | null }>(
          'SELECT max(id)::int AS id FROM outbox_events WHERE client_id = $1',
          [seller.clientId],
        )
      )[0]?.id ?? 0,
    );
  const read = async (reference: string) => {
    const one = await call.get(`/shipments/${reference}`);
    expect(one.statusCode, one.body).toBe(200);
    return one.json() as EventView;
  };

  const warehouseId = await saveMadridStore(call);

  /** A draft abroad from the warehouse, with its customs invoice and a voucher saved. */
  const fullDraft = async () => {
    const created = await call.post(
      '/shipments',
      readyShipment({
        to: london,
        service: { id: 'ups-standard' },
        warehouseId,
        content: { description: 'Books', value: 4000 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json().reference as string;
    const invoiceId = await saveBooksCustomsInvoice(call, reference);
    const chosen = await call.put(`/shipments/${reference}/products`, { voucher: 'welcome10' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const fields = {
      voucherName: 'WELCOME10',
      customs: { customsInvoiceId: invoiceId },
      warehouse: expect.objectContaining({ id: warehouseId, alias: 'Madrid store' }),
    };
    expect((await read(reference)).data).toMatchObject(fields);
    return { reference, fields };
  };

  it('buying, making the labels, downloading them, tracking and archiving announce the complete shipment', async () => {
    const { reference, fields } = await fullDraft();
    const before = await lastEventId();
    await buyByCard(app, seller, [reference]);
    const label = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}/label`,
      headers: seller.headers,
    });
    expect(label.statusCode).toBe(200);
    const afterLabels = await lastEventId();
    const tracked = await call.post('/dev/tracking/advance', {
      asOf: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().moved).toBe(1);

    const events = await eventsOf(reference, before);
    const states = events.map((event) => event.payload.state);
    // Bought, booked, its label made, downloaded, then delivered by the carrier.
    expect(states).toEqual([
      'PURCHASE_SUCCESS',
      'CARRIER_OK',
      'READY_TO_PRINT',
      'READY_TO_PRINT',
      'DELIVERED',
    ]);
    expect(events.some((event) => event.id <= afterLabels && event.payload.data.labelDownloaded)).toBe(true);
    for (const event of events) expect(event.payload.data, event.payload.state).toMatchObject(fields);
    // The last one is what a read answers now, field for field.
    expect(events.at(-1)!.payload).toEqual(await read(reference));

    // Archived by the daily job once past the client's retention: announced complete too.
    const settings = await call.put('/archive-settings', { delivered: 'ONEWEEK', draft: 'NEVER' });
    expect(settings.statusCode, settings.body).toBe(200);
    const beforeArchive = await lastEventId();
    const archive = await call.post('/dev/archive-shipments', {
      asOf: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    });
    expect(archive.statusCode, archive.body).toBe(202);
    await drainJobs(app);
    const archived = await eventsOf(reference, beforeArchive);
    expect(archived).toHaveLength(1);
    expect(archived[0]!.payload.data).toMatchObject({ ...fields, isArchived: true });
    expect(archived[0]!.payload).toEqual(await read(reference));
  });

  it('saving its customs invoice, its extras or its voucher announces the draft with them', async () => {
    const created = await call.post(
      '/shipments',
      readyShipment({
        to: london,
        service: { id: 'ups-standard' },
        content: { description: 'Books', value: 4000 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json().reference as string;
    const lastEvent = async () => (await eventsOf(reference)).at(-1)!;

    const invoiceId = await saveBooksCustomsInvoice(call, reference);
    const customs = { customsInvoiceId: invoiceId };
    expect((await lastEvent()).payload.data.customs).toEqual(customs);
    const again = await call.put(`/shipments/${reference}/customs-invoice`, {
      customsInvoiceId: customs.customsInvoiceId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await lastEvent()).payload).toEqual(await read(reference));

    const extras = await call.put(`/shipments/${reference}/products`, {
      voucher: 'welcome10',
      proofOfDelivery: true,
    });
    expect(extras.statusCode, extras.body).toBe(200);
    expect((await lastEvent()).payload.data).toMatchObject({
      voucherName: 'WELCOME10',
      customs,
      upsales: { proofOfDelivery: { available: true } },
    });
    expect((await lastEvent()).payload).toEqual(await read(reference));

    const removed = await call.put('/shipments/voucher', { references: [reference], voucher: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lastEvent()).payload.data).toMatchObject({ voucherName: null, customs });
    expect((await lastEvent()).payload).toEqual(await read(reference));
  });

  it('cancelling a bought shipment and editing drafts in bulk announce the complete shipment', async () => {
    const bought = await fullDraft();
    const draft = await fullDraft();
    await buyByCard(app, seller, [bought.reference]);
    const before = await lastEventId();

    const cancel = await call.post(`/shipments/${bought.reference}/cancel`, { reason: 'OTHER' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject(bought.fields);
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shipments',
      headers: seller.headers,
      payload: { shipments: [{ reference: draft.reference, content: { description: 'Old books' } }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().shipmentsUpdated).toEqual([await read(draft.reference)]);
    expect(edited.json().shipmentsUpdated[0].data).toMatchObject(draft.fields);

    const cancelled = await eventsOf(bought.reference, before);
    expect(cancelled.map((event) => event.payload.state)).toEqual(['CANCEL_REQUESTED']);
    expect(cancelled[0]!.payload.data).toMatchObject(bought.fields);
    const bulk = await eventsOf(draft.reference, before);
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.payload).toEqual(await read(draft.reference));
    await drainJobs(app);
  });
});
