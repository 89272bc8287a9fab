import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';

describe('cancelling a collection after the carrier came', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: seller.headers, ...(payload ? { payload } : {}) });

  /** A bought, labelled shipment booked on a collection of the first day the carrier offers. */
  const booked = async () => {
    const created = await call('POST', '/shipments', readyShipment());
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json().reference as string;
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    const [day] = (await call('GET', `/pickups/options?references=${reference}`)).json().days;
    const pickup = await call('POST', '/pickups', {
      requestKey: randomUUID(),
      shipmentReferences: [reference],
      date: day.date,
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: 1,
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
    return {
      reference,
      id: pickup.json().id as string,
      confirmationNumber: pickup.json().confirmationNumber,
    };
  };
  const carrierCancelledAt = async (confirmationNumber: string) => {
    const [row] = await app.database.query<{ cancelled_at: Date | null }>(
      'SELECT cancelled_at FROM sandbox_carrier_pickups WHERE confirmation_number = $1',
      [confirmationNumber],
    );
    return row?.cancelled_at;
  };
  const expectRefused = async (pickup: { reference: string; id: string; confirmationNumber: string }) => {
    const refused = await call('DELETE', `/pickups/${pickup.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().messages[0]).toMatchObject({ message: 'pickup.error.collected' });
    expect((await call('GET', `/pickups/shipment/${pickup.reference}`)).json().pickup).toMatchObject({
      id: pickup.id,
      state: 'BOOKED',
    });
    expect(await carrierCancelledAt(pickup.confirmationNumber)).toBeNull();
  };

  it.each([
    { why: 'tracking recorded the collection', patch: "collected_at = now() - interval '1 hour'" },
    { why: 'tracking says the parcel is in transit', patch: "state = 'IN_TRANSIT'" },
    { why: 'the parcel was delivered', patch: "state = 'DELIVERED', collected_at = now()" },
  ])('is refused with 409 when $why, and the collection stays booked', async ({ patch }) => {
    const pickup = await booked();
    await app.database.query(`UPDATE shipments SET ${patch} WHERE reference = $1`, [pickup.reference]);
    await expectRefused(pickup);
  });

  it('is refused once the day is over and the carrier confirms it came', async () => {
    const pickup = await booked();
    // The collection was for a day gone by, here and in the carrier's ledger: its driver came then.
    await app.database.query("UPDATE pickups SET pickup_date = DATE '2020-03-02' WHERE id = $1", [pickup.id]);
    await app.database.query(
      "UPDATE sandbox_carrier_pickups SET pickup_date = DATE '2020-03-02' WHERE confirmation_number = $1",
      [pickup.confirmationNumber],
    );
    await expectRefused(pickup);
  });

  it('is accepted for a day gone by when the carrier does not confirm it came', async () => {
    const pickup = await booked();
    // Our record says the day is over; the carrier's ledger still holds a later day, so it never came.
    await app.database.query("UPDATE pickups SET pickup_date = DATE '2020-03-02' WHERE id = $1", [pickup.id]);
    const cancelled = await call('DELETE', `/pickups/${pickup.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('CANCELLED');
    expect(await carrierCancelledAt(pickup.confirmationNumber)).not.toBeNull();
  });

  it('is accepted before the carrier came, with the parcel still waiting', async () => {
    const pickup = await booked();
    const cancelled = await call('DELETE', `/pickups/${pickup.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('CANCELLED');
  });
});
