import { describe, expect, it } from 'vitest';
import { easterSunday, publicHolidays } from './calendar.ts';
import { findService } from './catalogue.ts';
import {
  CONTRACT_TARIFF_PERCENT,
  isClosingDropoffPointId,
  isLabelFailureReference,
  isServiceUnavailableOrigin,
  isUnreachablePostcode,
} from './magic-values.ts';
import { chargeableWeight, fitsLimits, isCarrierOffered, reweighOf, routeOf } from './rating.ts';

const offerAll = {
  premiumCarriers: 'all' as const,
  excludedPremiumCarriers: [],
  cashOnDelivery: true,
  showExclusivePrices: true,
  skipManagementFee: false,
  printInStore: true,
};

describe('rating rules', () => {
  it.each([
    [{ weight: 2, length: 30, width: 20, height: 10 }, 5000, 2],
    [{ weight: 2, length: 60, width: 50, height: 40 }, 5000, 24],
    [{ weight: 2, length: 60, width: 50, height: 40 }, 6000, 20],
    [{ weight: 0.25, length: 10, width: 10, height: 10 }, 5000, 0.3],
    [{ weight: 1.001, length: 10, width: 10, height: 10 }, 5000, 1.1],
  ])('charges %j with divisor %i as %f kg', (parcel, divisor, expected) => {
    expect(chargeableWeight(parcel, divisor)).toBe(expected);
  });

  it.each([
    ['seur-24', { weight: 40, length: 50, width: 50, height: 50 }, true],
    ['seur-24', { weight: 40.5, length: 50, width: 50, height: 50 }, false],
    ['seur-24', { weight: 5, length: 176, width: 10, height: 10 }, false],
    ['seur-24', { weight: 5, length: 150, width: 40, height: 40 }, false],
    ['inpost-locker-to-locker', { weight: 5, length: 64, width: 41, height: 38 }, true],
    ['inpost-locker-to-locker', { weight: 5, length: 41, width: 64, height: 38 }, true],
    ['inpost-locker-to-locker', { weight: 5, length: 64, width: 42, height: 38 }, false],
  ])('%s takes %j: %s', (serviceId, parcel, expected) => {
    expect(fitsLimits(parcel, findService(serviceId)!.service)).toBe(expected);
  });

  it('zones routes and decides customs', () => {
    expect(routeOf({ country: 'ES', zip: '28001' }, { country: 'ES', zip: '08001' })).toMatchObject({
      rateZone: 'domestic',
      customsRequired: false,
      isRemote: false,
    });
    expect(routeOf({ country: 'ES', zip: '28001' }, { country: 'ES', zip: '38001' })).toMatchObject({
      rateZone: 'domestic',
      customsRequired: true,
      isRemote: true,
    });
    expect(routeOf({ country: 'ES', zip: '28001' }, { country: 'FR', zip: '20000' })).toMatchObject({
      rateZone: 'eu',
      customsRequired: false,
      isRemote: true,
    });
    expect(routeOf({ country: 'FR', zip: '75001' }, { country: 'MC', zip: '98000' })).toMatchObject({
      rateZone: 'eu',
      customsRequired: false,
    });
    expect(routeOf({ country: 'DE', zip: '10115' }, { country: 'CH', zip: '8001' })).toMatchObject({
      rateZone: 'europe',
      customsRequired: true,
    });
    expect(routeOf({ country: 'GB', zip: 'SW1A 1AA' }, { country: 'FR', zip: '75001' })).toMatchObject({
      rateZone: 'europe',
      customsRequired: true,
    });
    expect(routeOf({ country: 'IT', zip: '00184' }, { country: 'AU', zip: '2000' })).toMatchObject({
      rateZone: 'world2',
    });
    expect(routeOf({ country: 'IT', zip: '00184' }, { country: 'BR', zip: '01310-100' })).toMatchObject({
      rateZone: 'world3',
    });
  });

  it('offers premium carriers per tenant switches', () => {
    const ups = findService('ups-standard')!.carrier;
    const correos = findService('correos-paq-premium')!.carrier;
    expect(isCarrierOffered(ups, offerAll)).toBe(true);
    expect(isCarrierOffered(ups, { ...offerAll, excludedPremiumCarriers: ['ups'] })).toBe(false);
    expect(isCarrierOffered(ups, { ...offerAll, premiumCarriers: ['dhl'] })).toBe(false);
    expect(isCarrierOffered(correos, { ...offerAll, premiumCarriers: [] })).toBe(true);
  });
});

describe('calendar', () => {
  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2030, '2030-04-21'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(date);
  });

  it('knows fixed and moving public holidays per country', () => {
    expect(publicHolidays('ES', 2026).has('2026-10-12')).toBe(true);
    expect(publicHolidays('ES', 2026).has('2026-04-03')).toBe(true);
    expect(publicHolidays('FR', 2026).has('2026-07-14')).toBe(true);
    expect(publicHolidays('DE', 2026).has('2026-05-14')).toBe(true);
    expect(publicHolidays('DE', 2026).has('2026-07-14')).toBe(false);
  });
});

describe('magic values', () => {
  it.each([
    ['29999', true],
    ['99-999', true],
    ['SW1A 9ZZ', true],
    ['28001', false],
    ['19999', true],
    ['9998', false],
  ])('destination %s is unreachable: %s', (zip, expected) => {
    expect(isUnreachablePostcode(zip)).toBe(expected);
  });

  it('recognises the other magic values', () => {
    expect(isServiceUnavailableOrigin('28666')).toBe(true);
    expect(isServiceUnavailableOrigin('28665')).toBe(false);
    expect(isClosingDropoffPointId('seur-ES-28013-99')).toBe(true);
    expect(isClosingDropoffPointId('seur-ES-28013-09')).toBe(false);
    expect(isLabelFailureReference('ES2026ABC', 'order label-fail 7')).toBe(true);
    expect(isLabelFailureReference('ES2026ABC', null, undefined)).toBe(false);
  });
});

describe("the sandbox carrier's hub re-weigh", () => {
  const gls = findService('gls-business-parcel')!;
  const route = routeOf({ country: 'ES', zip: '28013' }, { country: 'FR', zip: '75001' });
  const bandPrice = (kilograms: number) =>
    gls.service.prices[route.rateZone]![gls.service.weightBandsKg.findIndex((limit) => kilograms <= limit)]!;
  const reweigh = (
    parcels: { weight: number; length: number; width: number; height: number }[],
    onContract = false,
  ) => reweighOf({ ...gls, route, parcels, onContract });

  it.each([
    ['a small dense parcel', [{ weight: 2, length: 30, width: 20, height: 10 }]],
    [
      'a volumetric weight within 100 g of the declared one (6000 cm³ = 1 kg)',
      [{ weight: 0.95, length: 20, width: 20, height: 15 }],
    ],
  ])('does not correct %s', (_name, parcels) => {
    expect(reweigh(parcels)).toBeNull();
  });

  it('bills a bulky light parcel at its volumetric weight, the difference of the price bands', () => {
    expect(reweigh([{ weight: 2, length: 60, width: 40, height: 40 }])).toEqual({
      carrierId: 'gls',
      declaredKg: 2,
      measuredKg: 16,
      extraCost: bandPrice(16) - bandPrice(2),
    });
  });

  it('counts the corrected parcels of a shipment together, at the contract tariff on an own contract', () => {
    const report = reweigh(
      [
        { weight: 2, length: 60, width: 40, height: 40 },
        { weight: 3, length: 30, width: 20, height: 10 },
      ],
      true,
    );
    expect(report).toMatchObject({ declaredKg: 5, measuredKg: 19 });
    expect(report?.extraCost).toBe(
      Math.round(((bandPrice(16) - bandPrice(2)) * CONTRACT_TARIFF_PERCENT) / 100),
    );
  });
});
