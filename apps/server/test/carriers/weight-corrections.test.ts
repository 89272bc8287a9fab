import { randomUUID } from 'node:crypto';
import type { Service, SurchargeRiskView } from '@shipdeck/domain/carriers/carriers.schema';
import { describe, expect, it } from 'vitest';
import { recordWeightCorrection } from '../../src/modules/weight-corrections/index.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';
import { type PackageInput, routeQuery } from './carrier-queries.ts';

/** 60 × 40 × 40 cm at GLS's 6000 divisor: 16 kg by volume, declared 2 kg. */
const BULKY_LIGHT = { weight: 2, length: 60, width: 40, height: 40 };
const SMALL_DENSE = { weight: 2, length: 30, width: 20, height: 10 };
const DAY_MS = 86_400_000;

describe("the seller's weight corrections at rate shopping", async () => {
  const app = await buildTestApp();

  const servicesFor = async (who: SignedUp, parcel: PackageInput) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({ from: ['ES', '28013'], to: ['FR', '75001'], packages: [parcel] })}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { services: Service[] }).services;
  };
  const historyOf = (service: Service | undefined): SurchargeRiskView | undefined =>
    service?.surchargeRisks?.find((risk) => risk.reason === 'WEIGHT_CORRECTIONS');

  /** A bulky light parcel bought on GLS BusinessParcel Madrid → Paris, then tracked until the carrier has long had it. */
  const shipBulkyParcel = async (seller: SignedUp) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: seller.headers,
      payload: readyShipment({ parcels: [BULKY_LIGHT] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED', estimated_delivery_date = CURRENT_DATE + 2 WHERE reference = $1 RETURNING id",
      [created.json().reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    // Labelled days ago: a label made today after the carrier's cut-off is collected tomorrow, and a
    // correction dated tomorrow is not yet in today's history.
    await app.database.query(
      "UPDATE shipments SET label_created_at = now() - interval '5 days' WHERE id = $1",
      [row!.id],
    );
    const advance = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/dev/tracking/advance',
        headers: seller.headers,
        payload: { asOf: new Date(Date.now() + 30 * DAY_MS).toISOString() },
      });
    expect((await advance()).statusCode).toBe(200);
    // The carrier reports again: nothing more is recorded.
    expect((await advance()).statusCode).toBe(200);
    return row!.id;
  };

  const seller = await signUp(app);
  const other = await signUp(app);
  const shipmentId = await shipBulkyParcel(seller);

  it('records the correction the carrier reports for a parcel declared under its volumetric weight, once', async () => {
    const volumetric = (await servicesFor(seller, BULKY_LIGHT))
      .find((service) => service.id === 'gls-business-parcel')
      ?.surchargeRisks?.find((risk) => risk.reason === 'VOLUMETRIC_WEIGHT');
    const corrections = await app.database.query<Record<string, unknown>>(
      `SELECT carrier_id, service_id, declared_kg::float AS declared_kg, measured_kg::float AS measured_kg, extra_cost
       FROM weight_corrections WHERE client_id = $1`,
      [seller.clientId],
    );
    // The carrier bills what the search warned of: 16 kg instead of 2, the price bands' difference.
    expect(corrections).toEqual([
      {
        carrier_id: 'gls',
        service_id: 'gls-business-parcel',
        declared_kg: 2,
        measured_kg: 16,
        extra_cost: volumetric?.extraCost.basePrice,
      },
    ]);
    expect(volumetric?.extraCost.basePrice).toBeGreaterThan(0);

    // Reported again by the carrier, e.g. on its invoice: still one correction, one count.
    const again = {
      clientId: seller.clientId,
      shipmentId,
      carrierId: 'gls',
      serviceId: 'gls-business-parcel',
      declaredKg: 2,
      measuredKg: 16,
      extraCost: 999,
      correctedAt: new Date(),
    };
    expect(await recordWeightCorrection(app.database.db, again)).toBe(false);
    const [counts] = await app.database.query<{ corrections: number; rows: number }>(
      `SELECT sum(corrections)::int AS corrections, (SELECT count(*)::int FROM weight_corrections WHERE client_id = $1) AS rows
       FROM weight_correction_days WHERE client_id = $1`,
      [seller.clientId],
    );
    expect(counts).toEqual({ corrections: 1, rows: 1 });
  });

  it("shows the seller's history on that carrier's services, even for a small dense parcel", async () => {
    const [recorded] = await app.database.query<{ extra_cost: number }>(
      'SELECT extra_cost FROM weight_corrections WHERE shipment_id = $1',
      [shipmentId],
    );
    const services = await servicesFor(seller, SMALL_DENSE);
    const business = services.find((service) => service.id === 'gls-business-parcel');
    expect(historyOf(business)).toMatchObject({
      corrections: 1,
      scope: 'SERVICE',
      extraCost: { basePrice: recorded?.extra_cost },
      parcels: [1],
    });
    const otherGls = services.filter(
      (service) => service.carrierId === 'gls' && service.id !== 'gls-business-parcel',
    );
    expect(otherGls.length).toBeGreaterThan(0);
    for (const service of otherGls)
      expect(historyOf(service)).toMatchObject({ corrections: 1, scope: 'CARRIER' });
    const others = services.filter((service) => service.carrierId !== 'gls');
    expect(others.length).toBeGreaterThan(0);
    for (const service of others) expect(historyOf(service)).toBeUndefined();
  });

  it("never shows another seller's corrections, nor corrections older than 90 days", async () => {
    await recordWeightCorrection(app.database.db, {
      clientId: other.clientId,
      shipmentId: randomUUID(),
      carrierId: 'dhl',
      serviceId: 'dhl-parcel-connect',
      declaredKg: 1,
      measuredKg: 9,
      extraCost: 700,
      correctedAt: new Date(Date.now() - 91 * DAY_MS),
    });
    const services = await servicesFor(other, SMALL_DENSE);
    expect(services.length).toBeGreaterThan(5);
    for (const service of services) expect(historyOf(service)).toBeUndefined();
  });
});
