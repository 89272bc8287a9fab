import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { purchaseLabelKey } from '../../src/modules/shipments/create-shipment-labels.job.ts';
import { signUp } from '../helpers/clients.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { verifiedCardNonce } from '../payments/payment-helpers.ts';
import { buildPlatformApp, eventually } from '../platform/support/platform-app.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';

/** Short in the test; every process of a deployment shares it (30 s by default). */
const LEASE_SECONDS = 2;
/**
 * From the restarted server listening to every label made. The retries are due within seconds (the
 * lease running out, the reclaim every half lease, a retry delay of 2–4 s); the rest is room for a
 * loaded 2-core machine. Without leases a killed worker's job waits for its 15-minute expiry.
 */
const RETRY_WINDOW_MS = 50_000;
const SHIPMENTS = 8;
/** Shipments whose worker is stopped right after the carrier's answer, when the process is killed. */
const HELD = 3;

type Row = {
  id: string;
  reference: string;
  state: string;
  trackings: string[];
  carrier_booking_reference: string | null;
};
type Booking = { shipment_reference: string; booking_reference: string; tracking_numbers: string[] };

describe('labels when the server process is killed during label creation', async () => {
  const database = await createTestDatabase();
  const app = await buildPlatformApp({ database, config: { JOBS_LEASE_SECONDS: LEASE_SECONDS } });
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-label-crash-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startServer = async () => {
    const server = await startServerProcess({
      env: {
        DATABASE_URL: database.connectionString!,
        DATA_DIR: dataDir,
        JOBS_ENABLED: 'true',
        JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
      },
    });
    servers.push(server);
    return server;
  };

  const shipmentsOf = (references: string[]) =>
    database.query<Row>(
      'SELECT id, reference, state, trackings, carrier_booking_reference FROM shipments WHERE reference = ANY($1) ORDER BY reference',
      [references],
    );
  const bookingsOf = (references: string[]) =>
    database.query<Booking>(
      'SELECT shipment_reference, booking_reference, tracking_numbers FROM sandbox_carrier_bookings WHERE shipment_reference = ANY($1)',
      [references],
    );

  it('gives every paid shipment exactly one booking and its label within the lease after a kill -9', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const references: string[] = [];
    for (let i = 0; i < SHIPMENTS; i++) references.push(await createReadyShipment(app, seller));
    const priced = await api(app, seller).post('/shipments/price', { references });
    const total = (priced.json().shipmentsPriceDetails as { price: { totalPrice: number } }[]).reduce(
      (sum, line) => sum + line.price.totalPrice,
      0,
    );
    const { completed } = await verifiedCardNonce(app, seller, { amount: total });
    const order = await placeOrder(
      app,
      seller,
      orderPayload(references, { method: 'creditcard3dsecure', nonce: completed.json().nonce }),
    );
    expect(order.statusCode, order.body).toBe(201);
    const paid = await shipmentsOf(references);
    expect(paid.map((row) => row.state)).toEqual(Array(SHIPMENTS).fill('PURCHASE_SUCCESS'));

    // Holding these rows stops their workers after the carrier booked them and before the booking is
    // recorded: the kill lands at the worst moment of label creation.
    const held = paid.slice(0, HELD);
    const holder = new pg.Client({ connectionString: database.connectionString! });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM shipments WHERE id = ANY($1) FOR UPDATE', [held.map((row) => row.id)]);

    const first = await startServer();
    await eventually(async () => (await bookingsOf(held.map((row) => row.reference))).length === HELD, {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'the carrier to book the held shipments',
    });
    await first.kill('SIGKILL');
    // The statements the dead process left waiting on the held rows end with it, as the database ends a
    // dead client's backend once it notices; otherwise they would record the bookings after all.
    await holder.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    await eventually(
      async () =>
        (
          await holder.query(
            "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          )
        ).rowCount === 0,
      { what: 'the waiting statements of the dead process to end' },
    );
    await holder.query('ROLLBACK');
    await holder.end();
    const afterCrash = await shipmentsOf(held.map((row) => row.reference));
    expect(afterCrash.map((row) => [row.state, row.carrier_booking_reference])).toEqual(
      Array(HELD).fill(['PURCHASE_SUCCESS', null]),
    );

    const second = await startServer();
    const restartedAt = Date.now();
    await eventually(
      async () => (await shipmentsOf(references)).every((row) => row.state === 'READY_TO_PRINT'),
      { timeoutMs: RETRY_WINDOW_MS, intervalMs: 100, what: 'every paid shipment to be labelled' },
    ).catch(async (error: Error) => {
      const jobs = await database.query(
        "SELECT state, retry_count, started_on, expire_in, start_after, output FROM pgboss.job WHERE name = 'shipment.label.generate'",
      );
      throw new Error(
        `${error.message}\nshipments: ${JSON.stringify(await shipmentsOf(references))}\njobs: ${JSON.stringify(jobs)}\nserver: ${second.output()}`,
      );
    });
    expect(Date.now() - restartedAt).toBeLessThan(RETRY_WINDOW_MS);

    const bookings = await bookingsOf(references);
    const labelled = await shipmentsOf(references);
    expect(bookings.map((booking) => booking.shipment_reference).sort()).toEqual([...references].sort());
    for (const row of labelled) {
      const booking = bookings.find((candidate) => candidate.shipment_reference === row.reference)!;
      expect(row.carrier_booking_reference).toBe(booking.booking_reference);
      expect(row.trackings).toEqual(booking.tracking_numbers);
      expect(existsSync(join(dataDir, 'files', purchaseLabelKey(seller.clientId, row.reference)))).toBe(true);
    }
    await second.kill('SIGTERM');
  }, 240_000);
});
