import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { dhlParcelConnect, madrid, readyShipment } from '../shipments/shipment-fixtures.ts';

type Options = { days: { date: string; from: string; to: string }[]; parcelCount: number; carrierId: string };

/** The next day after `from` (YYYY-MM-DD) falling on a weekday (0 Sunday). */
const nextWeekday = (from: string, weekday: number) => {
  const date = new Date(`${from}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== weekday);
  return date.toISOString().slice(0, 10);
};

describe('booking a carrier collection', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const stranger = await signUp(app);

  const bought = async (who: SignedUp, overrides: Parameters<typeof readyShipment>[0] = {}) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: who.headers,
      payload: readyShipment(overrides),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [created.json().reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    return { id: row!.id, reference: created.json().reference as string };
  };
  const call = (who: SignedUp, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const optionsOf = async (ids: string[]) => {
    const response = await call(seller, 'GET', `/pickups/options?references=${ids.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Options;
  };
  const book = (ids: string[], slot: object, requestKey = randomUUID()) =>
    call(seller, 'POST', '/pickups', { requestKey, shipmentReferences: ids, ...slot });
  const messageOf = (response: { json: () => { messages: { message: string; field?: string }[] } }) =>
    response.json().messages[0] ?? { message: 'no message' };

  const first = await bought(seller);
  const second = await bought(seller);
  const options = await optionsOf([first.reference, second.reference]);
  const [day, later] = options.days;

  it('offers the carrier working days with its hours, never a Sunday, and the parcels proposed', () => {
    expect(options.carrierId).toBe('gls');
    expect(options.days.length).toBeGreaterThanOrEqual(5);
    expect(options.days.every((offered) => new Date(`${offered.date}T00:00:00Z`).getUTCDay() !== 0)).toBe(
      true,
    );
    expect(day).toMatchObject({ from: '09:00', to: '18:00' });
    expect(options.parcelCount).toBe(2);
  });

  it('books two shipments of one warehouse on one collection, once, whatever the retries', async () => {
    const requestKey = randomUUID();
    const slot = { date: day!.date, windowFrom: '09:00', windowTo: '13:00', parcelCount: 2 };
    const [booked, doubled] = await Promise.all([
      book([first.reference, second.reference], slot, requestKey),
      book([first.reference, second.reference], slot, requestKey),
    ]);
    const statuses = [booked.statusCode, doubled.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(doubled.json().id).toBe(booked.json().id);
    const retried = await book([first.reference, second.reference], slot, requestKey);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().confirmationNumber).toBe(booked.json().confirmationNumber);
    expect(booked.json().confirmationNumber).toMatch(/^GLS-PU-[0-9A-F]{8}$/);
    const ledger = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_carrier_pickups WHERE confirmation_number = $1',
      [booked.json().confirmationNumber],
    );
    expect(ledger[0]?.n).toBe(1);
    const onDetails = await call(seller, 'GET', `/pickups/shipment/${second.reference}`);
    expect(onDetails.json().pickup).toMatchObject({
      state: 'BOOKED',
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: 2,
    });
    expect(
      onDetails
        .json()
        .pickup.shipments.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    const again = await book([first.reference], slot);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again).message).toBe('pickup.error.already-booked');
  });

  it('moves a collection to another day and window, keeping its confirmation number, then cancels it', async () => {
    const third = await bought(seller);
    const booked = await book([third.reference], {
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '18:00',
      parcelCount: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, confirmationNumber } = booked.json();
    const moved = await call(seller, 'PATCH', `/pickups/${id}`, {
      date: later!.date,
      windowFrom: '14:00',
      windowTo: '18:00',
      parcelCount: 3,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      date: later!.date,
      windowFrom: '14:00',
      parcelCount: 3,
      confirmationNumber,
    });
    const [carrierSide] = await app.database.query<{ pickup_date: string; changes: number }>(
      "SELECT to_char(pickup_date, 'YYYY-MM-DD') AS pickup_date, changes FROM sandbox_carrier_pickups WHERE confirmation_number = $1",
      [confirmationNumber],
    );
    expect(carrierSide).toEqual({ pickup_date: later!.date, changes: 1 });

    const cancelled = await call(seller, 'DELETE', `/pickups/${id}`);
    expect(cancelled.json().state).toBe('CANCELLED');
    expect((await call(seller, 'DELETE', `/pickups/${id}`)).statusCode).toBe(200);
    expect((await call(seller, 'GET', `/pickups/shipment/${third.reference}`)).json().pickup).toBeNull();
    const movedAfter = await call(seller, 'PATCH', `/pickups/${id}`, {
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '18:00',
      parcelCount: 1,
    });
    expect(movedAfter.statusCode).toBe(409);
    expect(messageOf(movedAfter).message).toBe('pickup.error.not-changeable');
    // Free again: booked on a new collection.
    const rebooked = await book([third.reference], {
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '18:00',
      parcelCount: 1,
    });
    expect(rebooked.statusCode).toBe(201);
  });

  it.each([
    {
      why: 'a Sunday',
      slot: (d: string) => ({ date: nextWeekday(d, 0) }),
      key: 'pickup.error.date-unavailable',
      field: 'date',
    },
    {
      why: 'a day gone by',
      slot: () => ({ date: '2020-03-02' }),
      key: 'pickup.error.date-unavailable',
      field: 'date',
    },
    {
      why: 'a window under two hours',
      slot: () => ({ windowFrom: '10:00', windowTo: '11:00' }),
      key: 'pickup.error.window',
      field: 'window',
    },
    {
      why: 'a window before the carrier starts',
      slot: () => ({ windowFrom: '06:00', windowTo: '10:00' }),
      key: 'pickup.error.window',
      field: 'window',
    },
  ])('refuses $why with its message key and books nothing', async ({ slot, key, field }) => {
    const fresh = await bought(seller);
    const response = await book([fresh.reference], {
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: 1,
      ...slot(day!.date),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(messageOf(response)).toMatchObject({ message: key, field });
    expect((await call(seller, 'GET', `/pickups/shipment/${fresh.reference}`)).json().pickup).toBeNull();
  });

  it('refuses a malformed date or parcel count with a 400', async () => {
    const response = await book([first.reference], {
      date: '2026-02-30x',
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: 0,
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 for another client's shipments and collections", async () => {
    const theirs = await bought(stranger);
    const options = await call(seller, 'GET', `/pickups/options?references=${theirs.reference}`);
    expect(options.statusCode).toBe(404);
    expect(messageOf(options).message).toBe('pickup.error.not-found');
    const mixed = await book([first.reference, theirs.reference], {
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: 1,
    });
    expect(mixed.statusCode).toBe(404);
    const mine = await call(seller, 'GET', `/pickups/shipment/${first.reference}`);
    const pickupId = mine.json().pickup.id;
    expect((await call(stranger, 'DELETE', `/pickups/${pickupId}`)).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'PATCH', `/pickups/${pickupId}`, {
          date: day!.date,
          windowFrom: '09:00',
          windowTo: '13:00',
          parcelCount: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'GET', `/pickups/shipment/${first.reference}`)).statusCode).toBe(404);
  });

  it('refuses drafts, drop-off services, and shipments of two origins or two carriers', async () => {
    const draft = await call(seller, 'POST', '/shipments', readyShipment());
    const draftOptions = await call(seller, 'GET', `/pickups/options?references=${draft.json().reference}`);
    expect(draftOptions.statusCode).toBe(422);
    expect(messageOf(draftOptions).message).toBe('pickup.error.not-eligible');

    const handedIn = await bought(seller);
    await app.database.query(
      `UPDATE shipments SET service = service || '{"dropOffOrigin": true}' WHERE id = $1`,
      [handedIn.id],
    );
    expect(
      messageOf(await call(seller, 'GET', `/pickups/options?references=${handedIn.reference}`)).message,
    ).toBe('pickup.error.not-eligible');

    const elsewhere = await bought(seller, {
      from: { ...madrid, zipCode: '28001', street1: 'Calle de Serrano 5' },
    });
    const fromHere = await bought(seller);
    const twoOrigins = await call(
      seller,
      'GET',
      `/pickups/options?references=${elsewhere.reference},${fromHere.reference}`,
    );
    expect(messageOf(twoOrigins).message).toBe('pickup.error.mixed-origins');

    const dhl = await bought(seller, { service: dhlParcelConnect });
    const twoCarriers = await call(
      seller,
      'GET',
      `/pickups/options?references=${dhl.reference},${fromHere.reference}`,
    );
    expect(twoCarriers.statusCode).toBe(422);
    expect(messageOf(twoCarriers).message).toBe('pickup.error.mixed-carriers');
  });
});
