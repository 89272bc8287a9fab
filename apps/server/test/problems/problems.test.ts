import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { billing, upsExpressSaver } from '../orders/order-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { paris, readyShipment } from '../shipments/shipment-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
/** The sandbox carrier loses parcels sent to a postcode ending in 404 after their hub scan. */
const lostParcelAddress = { ...paris, zipCode: '75404' };

const london = {
  firstName: 'Siobhán',
  lastName: 'Byrne',
  phone: '+447911123456',
  email: 'siobhan@example.co.uk',
  street1: '1 Parliament Street',
  alpha2Code: 'GB',
  zipCode: 'SW1A 1AA',
  city: 'London',
};

describe('problems inbox', async () => {
  const app = await buildTestApp();

  /** A paid shipment whose labels the carrier job has made (the order flow enqueues the same job). */
  const purchased = async (account: SignedUp, overrides: Parameters<typeof readyShipment>[0] = {}) => {
    const created = await api(app, account).post('/shipments', readyShipment(overrides));
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json();
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    return reference as string;
  };
  const problemsOf = async (account: SignedUp, page = 1) => {
    const response = await api(app, account).get(`/problems?page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const advance = async (account: SignedUp, days: number) =>
    expect((await api(app, account).post('/dev/tracking/advance', { asOf: later(days) })).statusCode).toBe(
      200,
    );
  const collectedAtOf = async (reference: string) =>
    (
      await app.database.query<{ collected_at: Date }>(
        'SELECT collected_at FROM shipments WHERE reference = $1',
        [reference],
      )
    )[0]!.collected_at;

  it('lists a parcel the carrier stopped scanning once 5 days pass, with 30 days from dispatch to claim its loss', async () => {
    const seller = await signUp(app);
    const lost = await purchased(seller, { to: lostParcelAddress });

    // Three days after its hub scan the parcel is late, not yet stalled.
    await advance(seller, 3);
    expect((await api(app, seller).get(`/shipments/${lost}`)).json().state).toBe('IN_TRANSIT');
    expect((await problemsOf(seller)).items).toEqual([]);

    // Ten days on, the carrier has still reported nothing new.
    await advance(seller, 10);
    const page = await problemsOf(seller);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalElements: 1 });
    const [problem] = page.items;
    const deadline = new Date((await collectedAtOf(lost)).getTime() + 30 * DAY_MS);
    expect(problem).toMatchObject({
      reference: lost,
      state: 'IN_TRANSIT',
      kind: 'STALLED',
      lastEvent: 'HUB_SCAN',
      carrierName: 'GLS',
      recipientName: 'Luc Martin',
      destination: { country: 'FR' },
      claim: { type: 'LOSS', deadline: deadline.toISOString(), daysLeft: 21, isOpen: true },
    });
    expect(problem.daysWithoutMovement).toBe(9);
  });

  it('lists failed deliveries, held and returned parcels whatever their age; a return gets 7 days for a damage claim', async () => {
    const seller = await signUp(app);
    const failed = await purchased(seller);
    const returned = await purchased(seller);
    const delivered = await purchased(seller);
    const setTracking = (reference: string, state: string, event: string, movedAt: Date) =>
      app.database.query(
        'UPDATE shipments SET state = $2, tracking_event = $3, tracking_moved_at = $4, collected_at = $5 WHERE reference = $1',
        [reference, state, event, movedAt, new Date(Date.now() - 4 * DAY_MS)],
      );
    await setTracking(failed, 'INCIDENT', 'ADDRESS_NOT_FOUND', new Date(Date.now() - 2 * DAY_MS));
    await setTracking(returned, 'RETURNED_TO_SENDER', 'RETURNED_TO_SENDER', new Date(Date.now() - DAY_MS));
    await setTracking(delivered, 'DELIVERED', 'DELIVERED', new Date(Date.now() - 20 * DAY_MS));

    const { items } = await problemsOf(seller);
    expect(items.map((item: { reference: string }) => item.reference)).toEqual([failed, returned]);
    expect(items[0]).toMatchObject({ kind: 'DELIVERY_FAILED', claim: { type: 'LOSS', daysLeft: 26 } });
    expect(items[1]).toMatchObject({
      kind: 'RETURNED',
      claim: { type: 'DAMAGE', daysLeft: 6, isOpen: true },
    });

    await app.database.query(
      "UPDATE shipments SET tracking_event = 'RECIPIENT_ABSENT' WHERE reference = $1",
      [failed],
    );
    expect((await problemsOf(seller)).items[0]).toMatchObject({ reference: failed, kind: 'HELD' });
  });

  it('pages 20 at a time and never shows another client their neighbour’s shipments', async () => {
    const seller = await signUp(app);
    const neighbour = await signUp(app);
    const first = await purchased(seller);
    // Twenty more held parcels of the seller, copied from the first.
    await app.database.query(
      `INSERT INTO shipments (client_id, reference, state, step, label_created_at, tracking_moved_at, tracking_event)
       SELECT client_id, reference || '-' || g, 'INCIDENT', 'PURCHASED', label_created_at, now() - make_interval(hours => g), 'RECIPIENT_ABSENT'
       FROM shipments, generate_series(1, 20) AS g WHERE reference = $1`,
      [first],
    );
    await app.database.query(
      "UPDATE shipments SET state = 'INCIDENT', tracking_moved_at = now() WHERE reference = $1",
      [first],
    );
    const one = await problemsOf(seller, 1);
    const two = await problemsOf(seller, 2);
    expect(one.items).toHaveLength(20);
    expect(two.items).toHaveLength(1);
    expect(one.pagination).toEqual({ currentPage: 1, totalPages: 2, totalElements: 21 });
    // Oldest movement first: the copy moved 20 hours ago leads, the first parcel (moved now) comes last.
    expect(one.items[0].reference).toBe(`${first}-20`);
    expect(two.items[0].reference).toBe(first);

    expect(await problemsOf(neighbour)).toEqual({
      items: [],
      pagination: { currentPage: 1, totalPages: 0, totalElements: 0 },
    });
    const claim = await api(app, neighbour).post(`/problems/${first}/claim-draft`, { type: 'LOSS' });
    expect(claim.statusCode).toBe(404);
  });

  it('refuses a page that is not a positive number', async () => {
    const seller = await signUp(app);
    expect((await api(app, seller).get('/problems?page=0')).statusCode).toBe(400);
    expect((await api(app, seller).get('/problems?page=two')).statusCode).toBe(400);
  });

  it('pre-fills a claim from the order: content, declared value and no proof when none is on file', async () => {
    const seller = await signUp(app);
    const reference = await purchased(seller);
    const draft = await api(app, seller).post(`/problems/${reference}/claim-draft`, { type: 'LOSS' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toEqual({
      type: 'LOSS',
      shipmentReference: reference,
      productDescription: 'Books',
      amount: { value: 35, currency: 'EUR' },
      proofOfValue: null,
    });
    const bad = await api(app, seller).post(`/problems/${reference}/claim-draft`, { type: 'CANCEL' });
    expect(bad.statusCode).toBe(400);
  });

  it('attaches the customs invoice on file as the proof of value, which the claim then takes', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    await call.put('/billing-client', billing);
    const created = await call.post('/shipments', readyShipment({ to: london, service: upsExpressSaver }));
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json();
    const invoice = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [
        {
          description: 'Cotton T-shirt',
          quantity: 3,
          unitValue: 1250,
          weight: 0.2,
          originCountry: 'PT',
          hsCode: '61091000',
        },
      ],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);

    const draft = (await call.post(`/problems/${reference}/claim-draft`, { type: 'DAMAGE' })).json();
    expect(draft.proofOfValue.fileName).toBe(`customs-${invoice.json().invoiceNumber}.pdf`);

    const ticket = await call.post('/support/tickets', {
      type: 'LOSS',
      shipmentReference: reference,
      reason: 'The parcel never arrived',
      productDescription: draft.productDescription,
      amount: draft.amount,
      proofOfValue: draft.proofOfValue.uploadId,
      paymentMethod: { type: 'PAYPAL', data: { account: 'seller@example.com' } },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const saved = (await call.get(`/support/tickets/${ticket.json().id}`)).json();
    expect(saved.attachments.proofOfValue.fileName).toBe(draft.proofOfValue.fileName);
  });
});
