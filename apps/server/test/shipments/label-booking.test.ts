import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelRequestOf } from '../../src/modules/shipments/label-request.ts';
import { shipments } from '../../src/modules/shipments/shipments.tables.ts';
import { shipmentsLifecycleRepository } from '../../src/modules/shipments/shipments-lifecycle.repository.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { SandboxCarrierProvider } from '../../src/providers/carriers/sandbox/sandbox-carrier-provider.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
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

type BookingRow = { booking_reference: string; tracking_numbers: string[]; cancelled_at: Date | null };

describe('label creation books each paid shipment once at the carrier, whatever crashes or cancels', async () => {
  // The app is handed its own carrier network, watched and interrupted by the tests below.
  const carrierProvider = new SandboxCarrierProvider();
  // The carrier confirms a cancellation within a simulated hour: one millisecond here.
  const app = await buildTestApp(
    { SANDBOX_TIME_SCALE: 3_600_000 },
    { providers: { carriers: carrierProvider } },
  );
  const seller = await signUp(app);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A paid shipment whose label job is queued but has not run. */
  const paid = async (account: SignedUp = seller) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: account.headers,
      payload: readyShipment({
        service: glsEuro,
        parcels: [
          { height: 10, length: 30, width: 20, weight: 2 },
          { height: 10, length: 20, width: 20, weight: 1 },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json() as { reference: string };
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    return { reference, id: row!.id };
  };

  const shipment = async (reference: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/v1/shipments/${reference}`, headers: seller.headers })
    ).json();

  const bookingsOf = (reference: string) =>
    app.database.query<BookingRow>(
      'SELECT booking_reference, tracking_numbers, cancelled_at FROM sandbox_carrier_bookings WHERE shipment_reference = $1',
      [reference],
    );

  const recordedBookingOf = async (reference: string) =>
    (
      await app.database.query<{ carrier_booking_reference: string | null }>(
        'SELECT carrier_booking_reference FROM shipments WHERE reference = $1',
        [reference],
      )
    )[0]!.carrier_booking_reference;

  /** What an attempt did before its process died: the carrier booked, the answer maybe recorded. */
  const bookAsACrashedAttempt = async (id: string, options: { isRecorded: boolean }) => {
    const [row] = await app.database.db.select().from(shipments).where(eq(shipments.id, id));
    const [answer] = await carrierProvider.bookAll(app.database.db, [
      { ...labelRequestOf(carrierProvider, row!, '4x6'), idempotencyKey: id },
    ]);
    if (answer?.status !== 'fulfilled') throw new Error('the carrier refused the booking');
    const booking = answer.value;
    if (options.isRecorded)
      await shipmentsLifecycleRepository.recordBookings(app.database.db, [{ id, ...booking }]);
    return booking;
  };

  it('books once, records the booking and prints its tracking numbers; running the job again books nothing', async () => {
    const { reference, id } = await paid();
    await drainJobs(app);
    const view = await shipment(reference);
    expect(view.state).toBe('READY_TO_PRINT');
    const bookings = await bookingsOf(reference);
    expect(bookings).toHaveLength(1);
    expect(view.data.trackings).toEqual(bookings[0]!.tracking_numbers);
    expect(view.data.trackings).toHaveLength(2);
    expect(await recordedBookingOf(reference)).toBe(bookings[0]!.booking_reference);

    await app.jobs.enqueue('shipment.label.generate', { shipmentId: id });
    await drainJobs(app);
    expect(await bookingsOf(reference)).toHaveLength(1);
  });

  it('gets the first booking back when an attempt died between the carrier answering and recording it', async () => {
    const { reference, id } = await paid();
    const lost = await bookAsACrashedAttempt(id, { isRecorded: false });
    await drainJobs(app);
    expect((await shipment(reference)).state).toBe('READY_TO_PRINT');
    expect(await bookingsOf(reference)).toEqual([
      expect.objectContaining({ booking_reference: lost.bookingReference, cancelled_at: null }),
    ]);
    expect(await recordedBookingOf(reference)).toBe(lost.bookingReference);
  });

  it('makes the label without asking the carrier again when an attempt died after recording the booking', async () => {
    const { reference, id } = await paid();
    const recorded = await bookAsACrashedAttempt(id, { isRecorded: true });
    const book = vi.spyOn(carrierProvider, 'bookAll');
    await drainJobs(app);
    expect(
      book.mock.calls.flatMap(([, requests]) => requests),
      'booking requests',
    ).toEqual([]);
    const view = await shipment(reference);
    expect(view.state).toBe('READY_TO_PRINT');
    expect(view.data.trackings).toEqual(recorded.trackingNumbers);
    const label = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}/label?format=A4`,
      headers: seller.headers,
    });
    expect(label.statusCode).toBe(200);
  });

  it('finishes as ready to print when an attempt died after the label was stored, without booking again', async () => {
    const { reference, id } = await paid();
    await bookAsACrashedAttempt(id, { isRecorded: true });
    await app.database.query("UPDATE shipments SET state = 'CARRIER_OK' WHERE id = $1", [id]);
    const book = vi.spyOn(carrierProvider, 'bookAll');
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: id });
    await drainJobs(app);
    expect(
      book.mock.calls.flatMap(([, requests]) => requests),
      'booking requests',
    ).toEqual([]);
    expect((await shipment(reference)).state).toBe('READY_TO_PRINT');
    expect(await bookingsOf(reference)).toHaveLength(1);
  });

  const cancel = (reference: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shipments/${reference}/cancel`,
      headers: seller.headers,
      payload: { reason: 'WRONG_ADDRESS' },
    });

  it('cancels at the carrier the booking made while labels were being created, with its tracking numbers', async () => {
    const { reference, id } = await paid();
    const booking = await bookAsACrashedAttempt(id, { isRecorded: true });
    expect((await cancel(reference)).json().state).toBe('CANCEL_REQUESTED');
    const sent = vi.spyOn(carrierProvider, 'cancel');
    await drainJobs(app, { includeDelayed: true });
    expect((await shipment(reference)).state).toBe('CANCELED');
    // Only the request: the database handle the sandbox gets is no business of this assertion.
    const requests = sent.mock.calls.map(([, request]) => request);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests)
      expect(request).toMatchObject({ reference, trackingNumbers: booking.trackingNumbers });
    expect(await bookingsOf(reference)).toEqual([
      expect.objectContaining({
        booking_reference: booking.bookingReference,
        cancelled_at: expect.any(Date),
      }),
    ]);
  });

  it('cancels its own booking when the cancellation was confirmed while the carrier was booking', async () => {
    const { reference } = await paid();
    const bookAtCarrier = carrierProvider.bookAll.bind(carrierProvider);
    vi.spyOn(carrierProvider, 'bookAll').mockImplementation(async (db, requests) => {
      // The seller cancels, and the carrier confirms, while the booking request is on its way.
      expect((await cancel(reference)).statusCode).toBe(200);
      await drainJobs(app, { includeDelayed: true, jobs: ['shipments.cancellation.complete'] });
      expect((await shipment(reference)).state).toBe('CANCELED');
      return bookAtCarrier(db, requests);
    });
    await drainJobs(app, { jobs: ['shipment.label.generate'] });
    const [booking] = await bookingsOf(reference);
    expect(booking!.cancelled_at).toEqual(expect.any(Date));
    expect((await shipment(reference)).state).toBe('CANCELED');
  });

  it('cancels what an attempt that died had booked when its retry finds the shipment canceled', async () => {
    const { reference, id } = await paid();
    expect((await cancel(reference)).statusCode).toBe(200);
    await drainJobs(app, { includeDelayed: true, jobs: ['shipments.cancellation.complete'] });
    // The attempt had its booking from the carrier, then its process died before recording it.
    await bookAsACrashedAttempt(id, { isRecorded: false });
    await drainJobs(app, { jobs: ['shipment.label.generate'] });
    const [booking] = await bookingsOf(reference);
    expect(booking!.cancelled_at).toEqual(expect.any(Date));
    expect((await shipment(reference)).state).toBe('CANCELED');
  });

  it('sends the cancellation again when a booking is recorded while it is being sent', async () => {
    const { reference, id } = await paid();
    expect((await cancel(reference)).statusCode).toBe(200);
    const cancelAtCarrier = carrierProvider.cancel.bind(carrierProvider);
    let booking: Awaited<ReturnType<typeof bookAsACrashedAttempt>> | undefined;
    vi.spyOn(carrierProvider, 'cancel').mockImplementation(async (db, request) => {
      const answer = await cancelAtCarrier(db, request);
      // The label job records its booking just after the carrier cancelled what it knew of.
      booking ??= await bookAsACrashedAttempt(id, { isRecorded: true });
      return answer;
    });
    // The label job has done its part (recorded the booking, seen the cancel request); only the
    // cancellation is left to run.
    await drainJobs(app, { includeDelayed: true, jobs: ['shipments.cancellation.complete'] });
    expect((await shipment(reference)).state).toBe('CANCELED');
    expect(await bookingsOf(reference)).toEqual([
      expect.objectContaining({
        booking_reference: booking!.bookingReference,
        cancelled_at: expect.any(Date),
      }),
    ]);
  });

  it('makes the labels of jobs taken together: one whose label cannot be drawn is retried alone, each booked once', async () => {
    const batch = [await paid(), await paid(), await paid(), await paid()];
    const unlucky = batch[1]!;
    const createLabel = carrierProvider.createLabel.bind(carrierProvider);
    let refused = 0;
    vi.spyOn(carrierProvider, 'createLabel').mockImplementation(async (request) => {
      if (request.reference === unlucky.reference && refused++ === 0) throw new Error('renderer crashed');
      return createLabel(request);
    });
    const book = vi.spyOn(carrierProvider, 'bookAll');
    // The retry waits out its delay: every job is run now, the delayed one on the drain's second pass.
    await drainJobs(app, { includeDelayed: true });
    for (const { reference } of batch) {
      expect((await shipment(reference)).state, reference).toBe('READY_TO_PRINT');
      expect(await bookingsOf(reference), reference).toHaveLength(1);
    }
    // The four asked for in one call, and the retry asks for none: its booking was recorded.
    expect(
      book.mock.calls.map(([, requests]) => requests.length),
      'booking requests',
    ).toEqual([4]);
    const attempts = await app.database.query<{ id: string; retry_count: number; state: string }>(
      `SELECT data->'payload'->>'shipmentId' AS id, retry_count, state FROM pgboss.job
       WHERE name = 'shipment.label.generate' AND data->'payload'->>'shipmentId' = ANY($1)`,
      [batch.map(({ id }) => id)],
    );
    expect(Object.fromEntries(attempts.map((job) => [job.id, [job.state, job.retry_count]]))).toEqual(
      Object.fromEntries(batch.map(({ id }) => [id, ['completed', id === unlucky.id ? 1 : 0]])),
    );
    // One event per move of each shipment, none for the failed attempt.
    const [events] = await app.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM outbox_events WHERE client_id = $1 AND type = 'shipment.updated'
       AND payload->>'reference' = ANY($2)`,
      [seller.clientId, batch.map(({ reference }) => reference)],
    );
    expect(Number(events!.n)).toBe(8);
    // What follows a label: the buyer's e-mail for each; no marketplace to tell, these were not its orders.
    const followUps = await app.database.query<{ name: string; n: string }>(
      `SELECT name, count(*) AS n FROM pgboss.job WHERE data->'payload'->>'shipmentId' = ANY($1)
       AND name <> 'shipment.label.generate' GROUP BY name`,
      [batch.map(({ id }) => id)],
    );
    expect(Object.fromEntries(followUps.map(({ name, n }) => [name, Number(n)]))).toEqual({
      'branded-emails.buyer.send': 4,
    });
  });

  it('moves the other labels of a batch to ready to print when one of them cannot move, and that one later', async () => {
    const batch = [await paid(), await paid(), await paid()];
    const stuck = batch[1]!;
    // The database refuses that one shipment's last move, as a constraint or a lost disk would.
    await app.database.exec(`
      CREATE FUNCTION test_refuse_ready() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = '${stuck.id}' AND NEW.state = 'READY_TO_PRINT' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_refuse_ready BEFORE UPDATE ON shipments
        FOR EACH ROW EXECUTE FUNCTION test_refuse_ready();
    `);
    try {
      await drainJobs(app);
      const states = async () =>
        Object.fromEntries(
          await Promise.all(batch.map(async ({ id, reference }) => [id, (await shipment(reference)).state])),
        );
      expect(await states()).toEqual({
        [batch[0]!.id]: 'READY_TO_PRINT',
        [stuck.id]: 'PURCHASE_SUCCESS',
        [batch[2]!.id]: 'READY_TO_PRINT',
      });
    } finally {
      await app.database.exec(
        'DROP TRIGGER test_refuse_ready ON shipments; DROP FUNCTION test_refuse_ready();',
      );
    }
    // Its job is retried: the label made, the booking kept.
    await drainJobs(app, { includeDelayed: true });
    expect((await shipment(stuck.reference)).state).toBe('READY_TO_PRINT');
    expect(await bookingsOf(stuck.reference)).toHaveLength(1);
  });
});
