import { randomUUID } from 'node:crypto';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { MIN_ON_TIME_SAMPLE } from '@shipdeck/domain/carriers/rules/on-time-score';
import { describe, expect, it } from 'vitest';
import { recordDelivery } from '../../src/modules/on-time/index.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';
import { routeQuery } from './carrier-queries.ts';

const parcel = { weight: 2, length: 30, width: 20, height: 10 };

describe('on-time scores per lane in the service search', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);

  const servicesFor = async (who: SignedUp, from: [string, string], to: [string, string]) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({ from, to, packages: [parcel] })}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { services: Service[] }).services;
  };
  /** Deliveries of a service Madrid → Paris: `late` of them a day after the promised 4 December. */
  const deliver = async (who: SignedUp, serviceId: string, count: number, late: number) => {
    for (let index = 0; index < count; index++) {
      const delivery = {
        clientId: who.clientId,
        shipmentId: randomUUID(),
        serviceId,
        fromCountry: 'ES',
        toCountry: 'FR',
        promisedDate: '2026-12-04',
        deliveredDate: index < late ? '2026-12-05' : index % 2 ? '2026-12-04' : '2026-12-03',
      };
      await recordDelivery(app.database.db, delivery);
      // Tracking passes again over the same delivery: counted once.
      await recordDelivery(app.database.db, delivery);
    }
  };

  await deliver(seller, 'gls-euro-business', 13, 3);
  await deliver(seller, 'dhl-parcel-connect', MIN_ON_TIME_SAMPLE - 1, 0);
  await deliver(other, 'dhl-parcel-connect', 20, 0);

  it('shows the share of deliveries by the promised day, equal to the same count over the recorded history', async () => {
    const services = await servicesFor(seller, ['ES', '28013'], ['FR', '75001']);
    const gls = services.find((service) => service.id === 'gls-euro-business');
    const [expected] = await app.database.query<{ percent: number; sample: number }>(
      `SELECT floor(100.0 * count(*) FILTER (WHERE delivered_date <= promised_date) / count(*))::int AS percent,
              count(*)::int AS sample
       FROM lane_deliveries
       WHERE client_id = $1 AND service_id = 'gls-euro-business' AND from_country = 'ES' AND to_country = 'FR'`,
      [seller.clientId],
    );
    expect(expected).toEqual({ percent: 76, sample: 13 });
    expect(gls?.onTime).toEqual({ percent: expected?.percent, sampleSize: expected?.sample });
  });

  it("hides the score below the minimum sample, and never counts another client's deliveries", async () => {
    const services = await servicesFor(seller, ['ES', '28013'], ['FR', '75001']);
    expect(services.find((service) => service.id === 'dhl-parcel-connect')?.onTime).toBeUndefined();
    const theirs = await servicesFor(other, ['ES', '28013'], ['FR', '75001']);
    expect(theirs.find((service) => service.id === 'dhl-parcel-connect')?.onTime).toEqual({
      percent: 100,
      sampleSize: 20,
    });
    expect(theirs.find((service) => service.id === 'gls-euro-business')?.onTime).toBeUndefined();
  });

  it('keeps lanes apart: the same service within Spain has no score', async () => {
    const services = await servicesFor(seller, ['ES', '28013'], ['ES', '08001']);
    expect(services.every((service) => service.onTime === undefined)).toBe(true);
  });

  it('records a delivery once when tracking reports it, against the day promised at purchase', async () => {
    const seller = await signUp(app);
    const deliveredReference = async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/v1/shipments',
          headers: seller.headers,
          payload: readyShipment(),
        });
        const [row] = await app.database.query<{ id: string }>(
          "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED', estimated_delivery_date = CURRENT_DATE + 2 WHERE reference = $1 RETURNING id",
          [created.json().reference],
        );
        await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
        await drainJobs(app);
        const advance = () =>
          app.inject({
            method: 'POST',
            url: '/api/v1/dev/tracking/advance',
            headers: seller.headers,
            payload: { asOf: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString() },
          });
        expect((await advance()).statusCode).toBe(200);
        await advance();
        const [state] = await app.database.query<{ state: string }>(
          'SELECT state FROM shipments WHERE id = $1',
          [row!.id],
        );
        // The sandbox returns one parcel in twenty to its sender: that one is no delivery.
        if (state?.state === 'DELIVERED') return row!.id;
      }
      throw new Error('no parcel delivered');
    };
    const shipmentId = await deliveredReference();
    const recorded = await app.database.query<{ service_id: string; on_time: boolean }>(
      `SELECT d.service_id, d.delivered_date <= d.promised_date AS on_time
       FROM lane_deliveries d JOIN shipments s ON s.id = d.shipment_id AND d.promised_date = s.estimated_delivery_date
       WHERE d.shipment_id = $1 AND d.from_country = 'ES' AND d.to_country = 'FR'`,
      [shipmentId],
    );
    expect(recorded).toHaveLength(1);
    const [counts] = await app.database.query<{ delivered_count: number }>(
      'SELECT delivered_count FROM lane_on_time WHERE client_id = $1',
      [seller.clientId],
    );
    expect(counts?.delivered_count).toBe(1);
  });
});
