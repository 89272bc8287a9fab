import { CarrierFailureReason } from '@shipdeck/domain/carriers/carrier-failures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BookingCheck,
  CarrierOffer,
  ServiceSearch,
} from '../../src/providers/carriers/carrier-provider.ts';
import {
  SandboxCarrierProvider,
  sandboxCarrierProvider,
} from '../../src/providers/carriers/sandbox/sandbox-carrier-provider.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { routeQuery } from './carrier-queries.ts';

/** A carrier network that refuses every booking and records what it was asked. */
class RefusingCarrierProvider extends SandboxCarrierProvider {
  readonly searches: ServiceSearch[] = [];
  readonly checks: BookingCheck[] = [];

  override searchServices(search: ServiceSearch) {
    this.searches.push(search);
    return super.searchServices(search);
  }

  // A network that only picks up in Spain and offers only SEUR's services.
  override originCountries() {
    return new Set(['ES']);
  }

  override offeredServices(offer: CarrierOffer) {
    return super.offeredServices(offer).filter((service) => service.carrierName === 'SEUR');
  }

  override checkBooking(check: BookingCheck) {
    this.checks.push(check);
    return {
      ok: false as const,
      problem: { kind: 'carrier-failure' as const, reason: CarrierFailureReason.serviceNotAvailable },
    };
  }
}

describe('the carrier provider is handed to the app where it is built, not imported by the modules', async () => {
  const carriers = new RefusingCarrierProvider();
  const app = await buildTestApp({}, { providers: { carriers } });
  const configured = await buildTestApp();
  const seller = await signUp(app);
  const configuredSeller = await signUp(configured);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const availability = (target: typeof app, headers: Record<string, string>) =>
    target.inject({
      method: 'GET',
      url: `/api/v1/services/seur-24/availability?${routeQuery({ to: ['ES', '08001'] })}`,
      headers,
    });

  it('asks the handed-in provider, which refuses the booking the configured one accepts', async () => {
    const refused = await availability(app, seller.headers);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0]).toMatchObject({ reason: CarrierFailureReason.serviceNotAvailable });
    expect(carriers.checks).toEqual([expect.objectContaining({ serviceId: 'seur-24' })]);

    const accepted = await availability(configured, configuredSeller.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(carriers.checks).toHaveLength(1);
  });

  it('searches services on the handed-in provider and never on the built-in one', async () => {
    const builtIn = vi.spyOn(sandboxCarrierProvider, 'searchServices');
    const before = carriers.searches.length;
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({})}`,
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().services.length).toBeGreaterThan(0);
    expect(carriers.searches.length).toBeGreaterThan(before);
    expect(builtIn).not.toHaveBeenCalled();
  });

  it("offers a shipping rule the handed-in provider's services and a shipment its origins", async () => {
    const options = await app.inject({
      method: 'GET',
      url: '/api/v1/shipping-rules/options',
      headers: seller.headers,
    });
    expect(options.statusCode, options.body).toBe(200);
    const labels = (options.json().services as { label: string }[]).map((service) => service.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label.startsWith('SEUR '))).toBe(true);

    const origins = await app.inject({
      method: 'GET',
      url: '/api/v1/origins?language=en_GB',
      headers: seller.headers,
    });
    expect(origins.statusCode, origins.body).toBe(200);
    expect(new Set((origins.json() as { alpha2Code: string }[]).map((zone) => zone.alpha2Code))).toEqual(
      new Set(['ES']),
    );
  });
});
