import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { glsService, paris } from '../shipments/shipment-fixtures.ts';
import { deliverEvents, readChart } from './analytics-helpers.ts';

// A winter day: Madrid is an hour ahead of UTC, so 23:30 UTC is already the next day there.
const LATE_EVENING_UTC = '2026-03-10T23:30:00Z';
const MORNING_UTC = '2026-03-10T09:00:00Z';
const range = { from: '2026-03-10', to: '2026-03-11' };

describe('analytics days in the reader’s time zone', async () => {
  const app = await buildTestApp();

  const setTimeZone = (seller: SignedUp, timeZone: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/user/time-zone',
      headers: seller.headers,
      payload: { timeZone },
    });

  /** Buys a shipment by card and dates its payment at `paidAt`, before its events reach the roll-ups. */
  const buyPaidAt = async (seller: SignedUp, paidAt: string) => {
    const reference = await createReadyShipment(app, seller, {
      to: paris,
      service: glsService,
      content: { description: 'Books', value: 2000 },
    });
    const placed = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await drainJobs(app);
    await app.database.query('UPDATE shipments SET order_date = $2 WHERE client_id = $1 AND reference = $3', [
      seller.clientId,
      paidAt,
      reference,
    ]);
    await deliverEvents(app, seller.clientId);
  };

  const perDay = async (seller: SignedUp) =>
    (await readChart(app, seller, 'shipments', range)).series.map(
      (point: { date: string; shipments: number }) => [point.date, point.shipments],
    );

  const seller = await signUp(app);
  await saveBilling(app, seller);
  // Seen once first, so the purchases below reach the roll-ups through their events.
  await deliverEvents(app, seller.clientId);
  await buyPaidAt(seller, LATE_EVENING_UTC);
  await buyPaidAt(seller, MORNING_UTC);

  it('counts UTC days for a user whose browser never reported a zone', async () => {
    expect(await perDay(seller)).toEqual([
      ['2026-03-10', 2],
      ['2026-03-11', 0],
    ]);
  });

  it('counts a shipment paid at 23:30 UTC on the next day for a reader in Madrid', async () => {
    const response = await setTimeZone(seller, 'Europe/Madrid');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'Europe/Madrid' });
    expect(await perDay(seller)).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 1],
    ]);
  });

  it('keeps counting in the reader’s zone the shipments bought afterwards', async () => {
    await buyPaidAt(seller, LATE_EVENING_UTC);
    expect(await perDay(seller)).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 2],
    ]);
  });

  it('a reader back in UTC sees UTC days again', async () => {
    expect((await setTimeZone(seller, 'UTC')).statusCode).toBe(200);
    expect(await perDay(seller)).toEqual([
      ['2026-03-10', 3],
      ['2026-03-11', 0],
    ]);
  });

  it.each([['Mars/Olympus'], ['Madrid'], ['+01:00'], [''], [42], [null]])(
    'refuses the zone %j with a message key, and keeps the one stored',
    async (timeZone) => {
      const other = await signUp(app);
      expect((await setTimeZone(other, 'America/New_York')).statusCode).toBe(200);
      const response = await setTimeZone(other, timeZone);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        field: 'timeZone',
        message: 'your-account.error.time-zone-unknown',
      });
      const [row] = await app.database.query<{ time_zone: string }>(
        'SELECT time_zone FROM users WHERE client_id = $1',
        [other.clientId],
      );
      expect(row?.time_zone).toBe('America/New_York');
    },
  );

  it('needs a session to set a zone', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/time-zone',
      payload: { timeZone: 'Europe/Madrid' },
    });
    expect(response.statusCode).toBe(401);
  });
});
