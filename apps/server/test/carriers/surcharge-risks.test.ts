import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { type PackageInput, routeQuery } from './carrier-queries.ts';

const NOW = new Date('2026-11-20T09:00:00Z');
const BULKY_LIGHT: PackageInput = { weight: 2, length: 60, width: 40, height: 40 };
const SMALL_DENSE: PackageInput = { weight: 2, length: 30, width: 20, height: 10 };
const LONG: PackageInput = { weight: 5, length: 185, width: 15, height: 15 };

describe('surcharge risks in the service search', async () => {
  const app = await buildTestApp();
  let seller: SignedUp;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    seller = await signUp(app);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const servicesFor = async (parcel: PackageInput) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({ from: ['ES', '28001'], to: ['ES', '08001'], packages: [parcel] })}`,
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Map(
      (response.json() as { services: Service[] }).services.map((service) => [service.id, service]),
    );
  };

  it('shows no surcharge risk for a small dense parcel', async () => {
    const services = await servicesFor(SMALL_DENSE);
    expect(services.size).toBeGreaterThan(5);
    for (const service of services.values()) expect(service.surchargeRisks).toEqual([]);
  });

  it('warns that a bulky light parcel is billed by volume, at each carrier divisor, with the extra cost', async () => {
    const bulky = await servicesFor(BULKY_LIGHT);
    const dense = await servicesFor(SMALL_DENSE);
    // 60×40×40 cm = 96 000 cm³: 16 kg at GLS's 6000 cm³/kg, 19.2 kg at DHL's 5000.
    const gls = bulky.get('gls-business-parcel')!;
    expect(gls.surchargeRisks).toEqual([
      expect.objectContaining({ reason: 'VOLUMETRIC_WEIGHT', declaredKg: 2, billedKg: 16, parcels: [1] }),
    ]);
    const dhl = [...bulky.values()].find((service) => service.carrierId === 'dhl')!;
    expect(dhl.surchargeRisks).toContainEqual(
      expect.objectContaining({ reason: 'VOLUMETRIC_WEIGHT', declaredKg: 2, billedKg: 19.2 }),
    );
    // The likely extra cost is what the volume adds over the same parcel's declared weight.
    for (const [id, service] of bulky) {
      const risk = service.surchargeRisks?.find((each) => each.reason === 'VOLUMETRIC_WEIGHT');
      const densePrice = dense.get(id)?.price.basePrice;
      if (!risk || densePrice === undefined) continue;
      expect(risk.extraCost.basePrice, id).toBe(service.price.basePrice - densePrice);
      expect(risk.extraCost.totalPrice).toBe(risk.extraCost.basePrice + risk.extraCost.taxPrice);
    }
  });

  it('warns of the handling fee for a parcel near the carrier length limit', async () => {
    const services = await servicesFor(LONG);
    const gls = services.get('gls-business-parcel')!;
    expect(gls.surchargeRisks).toContainEqual(
      expect.objectContaining({
        reason: 'NEAR_SIZE_LIMIT',
        parcels: [1],
        extraCost: expect.objectContaining({ basePrice: 1290 }),
      }),
    );
  });
});
