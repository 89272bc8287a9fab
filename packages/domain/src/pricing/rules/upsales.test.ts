import { describe, expect, it } from 'vitest';
import { NO_UPSALES } from '../../shipments/shipment.schema.ts';
import type { ShipmentPriceDetails } from '../pricing.schema.ts';
import { upsalesOf } from './upsales.ts';

const details = (
  selection: Partial<ShipmentPriceDetails['selection']>,
  baseCoverage = 0,
): Pick<ShipmentPriceDetails, 'availableProducts' | 'selection'> => ({
  availableProducts: {
    insurance: { isEnabled: true, basePrice: 300, baseCoverage, tiers: [] },
  } as unknown as ShipmentPriceDetails['availableProducts'],
  selection: {
    insurance: { option: 'NO_INSURANCE', value: null, coverage: 0 },
    adultSignature: false,
    additionalHandling: false,
    proofOfDelivery: false,
    printInStore: false,
    cashOnDelivery: null,
    voucher: null,
    ...selection,
  },
});

describe('upsales of a priced shipment', () => {
  it('carries none when nothing was chosen and the service covers nothing', () => {
    expect(upsalesOf(details({}))).toEqual(NO_UPSALES);
  });

  it.each([
    ['the free cover of the service', { option: 'STANDARD', value: null, coverage: 7500 }, 7500, 7500],
    ['a bought tier', { option: 'ENHANCED', value: 20000, coverage: 25000 }, 7500, 25000],
    [
      'no insurance though the service covers some',
      { option: 'NO_INSURANCE', value: null, coverage: 0 },
      7500,
      0,
    ],
  ] as const)('insurance with %s', (_, insurance, baseCoverage, amount) => {
    expect(upsalesOf(details({ insurance }, baseCoverage)).insurance).toEqual({
      available: amount > 0,
      baseCoverage,
      amount,
    });
  });

  it('carries each chosen extra and cash on delivery with its holder and IBAN', () => {
    const cod = { accountHolder: 'Ana García', amount: 1000, iban: 'ES9121000418450200051332' };
    const upsales = upsalesOf(
      details({ proofOfDelivery: true, adultSignature: true, printInStore: true, cashOnDelivery: cod }),
    );
    expect(upsales).toMatchObject({
      proofOfDelivery: { available: true },
      adultSignature: { available: true },
      additionalHandling: { available: false },
      printInStore: { available: true, url: null },
      cashOnDelivery: { available: true, ...cod },
    });
  });
});
