import { afterEach, describe, expect, it, vi } from 'vitest';
import { findShipmentExtras } from '../../src/modules/orders/index.ts';
import { advanceTracking } from '../../src/modules/shipments/tracking-simulator.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { configuredProviders } from '../../src/providers/configured-providers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from './shipment-fixtures.ts';

const glsEuro = {
  id: 'gls-euro-business',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'EuroBusinessParcel',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

describe('after the sale: labels, tracking and cancellation', async () => {
  // One simulated hour passes in 1 ms, so a journey of days takes a moment of test time.
  const app = await buildTestApp({ SANDBOX_TIME_SCALE: 3_600_000 });
  afterEach(() => {
    vi.useRealTimers();
  });
  const seller = await signUp(app);

  /** A paid shipment whose labels the carrier job has made (the order flow enqueues the same job). */
  const purchased = async (account: SignedUp = seller, overrides = {}) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: account.headers,
      payload: readyShipment({ service: glsEuro, ...overrides }),
    });
    const { reference } = created.json();
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    return reference as string;
  };
  const get = (url: string, account: SignedUp = seller) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });

  it('books the labels after payment: ready to print with one tracking number per parcel', async () => {
    const reference = await purchased(seller, {
      parcels: [
        { height: 10, length: 30, width: 20, weight: 2 },
        { height: 10, length: 20, width: 20, weight: 1 },
      ],
    });
    const shipment = (await get(`/shipments/${reference}`)).json();
    expect(shipment.state).toBe('READY_TO_PRINT');
    expect(shipment.data.trackings).toHaveLength(2);
    expect(shipment.actions.canDownloadLabels).toBe(true);
  });

  it('leaves the shipment in labels ko when the carrier refuses the labels', async () => {
    const reference = await purchased(seller, { shipmentCustomReference: 'LABEL-FAIL-1' });
    expect((await get(`/shipments/${reference}`)).json().state).toBe('LABELS_KO');
  });

  it('returns a combined label file for several shipments and records the download', async () => {
    const first = await purchased();
    const second = await purchased();
    const response = await get(
      `/shipments/labels?references=${first},${second}&format=COMBINED_A4&disposition=inline`,
    );
    expect(response.statusCode).toBe(200);
    const url = response.json().COMBINED_A4.url;
    const file = await app.inject({ method: 'GET', url, headers: seller.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/shipments/${first}`)).json().data.labelDownloaded).toBe(true);
  });

  it("opens one shipment's label as a PDF in the browser", async () => {
    const reference = await purchased();
    const response = await get(`/shipments/${reference}/label?format=A4`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="label-${reference}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/shipments/${reference}/label` });
  });

  it("refuses labels for drafts and for another client's shipments", async () => {
    const draft = (
      await app.inject({ method: 'POST', url: '/api/v1/shipments', headers: seller.headers, payload: {} })
    ).json().reference;
    expect((await get(`/shipments/labels?references=${draft}`)).statusCode).toBe(409);
    const mine = await purchased();
    await expectNotFoundForOtherClient(app, {
      method: 'GET',
      url: `/api/v1/shipments/labels?references=${mine}`,
    });
    expect((await get('/shipments/labels?references=a&format=A5')).statusCode).toBe(400);
  });

  it('merges labels in the background and announces the file with label-merge-ready', async () => {
    const reference = await purchased();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/labels/merge',
      headers: seller.headers,
      payload: { references: [reference], format: 'A4' },
    });
    expect(response.statusCode).toBe(202);
    await drainJobs(app);
    const [event] = await app.database.query<{ payload: Record<string, unknown> }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'label.merge-ready' ORDER BY id DESC LIMIT 1",
      [seller.clientId],
    );
    expect(event?.payload).toMatchObject({
      requestId: response.json().requestId,
      references: [reference],
      status: 200,
    });
    expect(String(event?.payload.url_label)).toMatch(/^\/api\/v1\/files\//);
  });

  it('advances a purchased shipment through tracking and reports its entries', async () => {
    const other = await signUp(app);
    const reference = await purchased(other);
    // A second later (an hour of the carrier's is a millisecond here) the parcel has made its whole
    // journey; the clock is moved rather than waited for, for the tracking pass and the reads after it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    expect(
      await advanceTracking({
        db: app.database.db,
        carriers: configuredProviders().carriers,
        findShipmentExtras,
        timeScale: app.config.SANDBOX_TIME_SCALE,
      }),
    ).toBeGreaterThan(0);
    const shipment = (await get(`/shipments/${reference}`, other)).json();
    expect(['DELIVERED', 'RETURNED_TO_SENDER']).toContain(shipment.state);
    const tracking = (await get(`/shipments/${reference}/tracking`, other)).json();
    expect(tracking.trackingNumbers).toEqual(shipment.data.trackings);
    expect(tracking.entries[0]).toMatchObject({
      state: 'READY_TO_PRINT',
      event: 'LABEL_CREATED',
      description: 'Label created',
    });
    expect(tracking.entries.at(-1).state).toBe(shipment.state);
    const events = await app.database.query<{ payload: { state: string } }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'shipment.updated' ORDER BY id",
      [other.clientId],
    );
    expect(events.at(-1)?.payload.state).toBe(shipment.state);
  });

  it('cancels with a reason: cancel requested at once, canceled when the carrier confirms', async () => {
    const slow = await buildTestApp({ SANDBOX_TIME_SCALE: 1 });
    const owner = await signUp(slow);
    const created = await slow.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: owner.headers,
      payload: readyShipment({ service: glsEuro }),
    });
    const { reference } = created.json();
    await slow.database.query(
      "UPDATE shipments SET state = 'READY_TO_PRINT', order_date = now(), label_created_at = now() WHERE reference = $1",
      [reference],
    );
    const cancel = (payload: object) =>
      slow.inject({
        method: 'POST',
        url: `/api/v1/shipments/${reference}/cancel`,
        headers: owner.headers,
        payload,
      });

    expect((await cancel({})).statusCode).toBe(400);
    const requested = await cancel({ reason: 'WRONG_ADDRESS' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().state).toBe('CANCEL_REQUESTED');
    expect((await cancel({ reason: 'WRONG_ADDRESS' })).json().messages[0].message).toBe(
      'cancel.error.already-requested',
    );

    await drainJobs(slow, { includeDelayed: true });
    const after = await slow.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}`,
      headers: owner.headers,
    });
    expect(after.json().state).toBe('CANCELED');
  });

  it('refuses to cancel once the carrier has collected the parcel', async () => {
    const reference = await purchased();
    await app.database.query('UPDATE shipments SET collected_at = now() WHERE reference = $1', [reference]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/shipments/${reference}/cancel`,
      headers: seller.headers,
      payload: { reason: 'OTHER' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().messages[0].message).toBe('cancel.error.collected');
  });

  it("e-mails the labels with the seller's message and the PDF attached", async () => {
    const reference = await purchased();
    const send = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/shipments/${reference}/labels/email`,
        headers: seller.headers,
        payload,
      });
    const invalid = await send({ mail: 'not-an-address', message: 'Hi' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages[0]).toMatchObject({ field: 'mail', message: 'forms.error.email-invalid' });
    expect((await send({ mail: 'warehouse@example.com', message: '' })).json().messages[0].message).toBe(
      'forms.error.field-required',
    );

    expect((await send({ mail: 'warehouse@example.com', message: 'Please print this one' })).statusCode).toBe(
      204,
    );
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=warehouse@example.com' });
    const [mail] = outbox.json().mails ?? outbox.json();
    expect(mail.subject).toContain(reference);
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `label-${reference}.pdf` })]);
    // The seller's note is quoted inside the product's mail, which says who sends what and why.
    expect(mail.text).toMatch(new RegExp(`^.+ sent you the shipping label of shipment ${reference}`));
    expect(mail.text).toContain('> Please print this one');
    expect(mail.text).toContain('You received this e-mail because');
    const tooLong = await send({ mail: 'warehouse@example.com', message: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().messages[0]).toMatchObject({ field: 'message', message: 'form.error.max-length' });
  });

  it('sends at most 10 label e-mails an hour to one address, whoever sends them, then answers 429', async () => {
    const reference = await purchased();
    const otherSeller = await signUp(app);
    const theirs = await purchased(otherSeller);
    const send = (account: SignedUp, ref: string, mail: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/shipments/${ref}/labels/email`,
        headers: account.headers,
        payload: { mail, message: 'Label attached' },
      });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? send(seller, reference, 'Target@Example.com')
          : send(otherSeller, theirs, 'target@example.com'),
      ),
    );
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(204), 429, 429]);
    const refused = statuses.find((r) => r.statusCode === 429)!;
    expect(refused.json().messages[0].message).toBe('error.too-many-requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still served.
    expect((await send(seller, reference, 'someone-else@example.com')).statusCode).toBe(204);
  });

  it('sends at most 50 label e-mails an hour per client, to however many addresses', async () => {
    const account = await signUp(app);
    const reference = await purchased(account);
    const sends = await Promise.all(
      Array.from({ length: 51 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/shipments/${reference}/labels/email`,
          headers: account.headers,
          payload: { mail: `shop-${i}@example.com`, message: 'Label attached' },
        }),
      ),
    );
    expect(sends.filter((r) => r.statusCode === 204)).toHaveLength(50);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(1);
  });
});
