import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from './shipment-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sandbox clock (debug servers)', async () => {
  const app = await buildTestApp();

  /** A paid shipment whose labels the carrier job has made (the order flow enqueues the same job). */
  const purchased = async (account: SignedUp) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: account.headers,
      payload: readyShipment(),
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
  const stateOf = async (account: SignedUp, reference: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/v1/shipments/${reference}`, headers: account.headers })
    ).json().state;

  it("moves the caller's parcels to where the carrier reports them at the given moment, and no one else's", async () => {
    const seller = await signUp(app);
    const neighbour = await signUp(app);
    const mine = await purchased(seller);
    const theirs = await purchased(neighbour);
    expect(await stateOf(seller, mine)).toBe('READY_TO_PRINT');

    const advanced = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/tracking/advance',
      headers: seller.headers,
      payload: { asOf: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    });
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json()).toEqual({ moved: 1 });
    // The sandbox returns one parcel in twenty to its sender; every other one is delivered.
    expect(['DELIVERED', 'RETURNED_TO_SENDER']).toContain(await stateOf(seller, mine));
    expect(await stateOf(neighbour, theirs)).toBe('READY_TO_PRINT');
  });

  it('refuses a moment that is not a date', async () => {
    const seller = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/tracking/advance',
      headers: seller.headers,
      payload: { asOf: 'tomorrow' },
    });
    expect(response.statusCode).toBe(400);
  });
});
