import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ups } from './carriers/ups.ts';
import { carrierDefinitionSchema, parseCatalogue } from './catalogue.schema.ts';
import { ALL_SERVICES, SANDBOX_CARRIERS } from './catalogue.ts';

describe('sandbox catalogue', () => {
  it('has the carriers a European seller knows and at least 45 services', () => {
    const names = SANDBOX_CARRIERS.map((carrier) => carrier.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'UPS',
        'DHL',
        'GLS',
        'DPD',
        'SEUR',
        'Correos',
        'Correos Express',
        'Chronopost',
        'Colissimo',
        'BRT',
        'Poste Italiane',
        'bpost',
        'InPost',
        'Mondial Relay',
      ]),
    );
    expect(SANDBOX_CARRIERS.length).toBeGreaterThanOrEqual(14);
    expect(ALL_SERVICES.length).toBeGreaterThanOrEqual(45);
  });

  it('covers every kind of service: each speed, collection and drop-off, pick-up points, paperless customs, print in store', () => {
    const services = ALL_SERVICES.map(({ service }) => service);
    for (const category of ['express', 'standard', 'economy'] as const)
      expect(services.some((service) => service.category === category)).toBe(true);
    expect(services.some((service) => service.atOrigin === 'collection')).toBe(true);
    expect(services.some((service) => service.atOrigin === 'dropoff')).toBe(true);
    expect(services.some((service) => service.delivery === 'pickup-point')).toBe(true);
    expect(services.some((service) => service.customs === 'paperless')).toBe(true);
    expect(services.some((service) => service.printInStore)).toBe(true);
    expect(services.some((service) => service.products.cashOnDelivery !== null)).toBe(true);
    for (const zone of ['domestic', 'eu', 'europe', 'world1', 'world2', 'world3'] as const)
      expect(
        services.some((service) => service.prices[zone]),
        zone,
      ).toBe(true);
  });

  it('refuses a carrier whose prices do not line up with its weight bands', () => {
    const broken = structuredClone(ups);
    broken.services[0]!.prices.domestic = [100, 200];
    expect(carrierDefinitionSchema.safeParse(broken).success).toBe(false);
    expect(() => parseCatalogue([broken])).toThrow(/prices do not match the bands/);
  });

  it('refuses a zone priced without a transit time, descending bands and foreign service ids', () => {
    const noTransit = structuredClone(ups);
    noTransit.services[0]!.transit = {};
    expect(() => parseCatalogue([noTransit])).toThrow(/has no transit time/);
    const descending = structuredClone(ups);
    descending.services[0]!.weightBandsKg = [2, 1, 5, 10, 20, 30, 50, 70];
    expect(() => parseCatalogue([descending])).toThrow(/weight bands must ascend/);
    const foreign = structuredClone(ups);
    foreign.services[0]!.id = 'dhl-something';
    expect(() => parseCatalogue([foreign])).toThrow(/must start with the carrier id/);
    expect(() => parseCatalogue([ups, ups])).toThrow(/Duplicate id/);
  });

  it('is documented service by service in docs/sandbox.md', () => {
    const docs = readFileSync(new URL('../../../../../../docs/sandbox.md', import.meta.url), 'utf8');
    for (const { service } of ALL_SERVICES) expect(docs, service.id).toContain(`\`${service.id}\``);
    for (const magic of ['9999', '9ZZ', '-99', '666', 'LABEL-FAIL']) expect(docs).toContain(magic);
  });
});
