import { describe, expect, it } from 'vitest';
import { defaultInsuranceOption, InsuranceMessage, isInsuranceEnabled, quoteInsurance } from './insurance.ts';

const product = {
  isEnabled: true,
  basePrice: 300,
  baseCoverage: 5000,
  tiers: [
    { coverage: 50_000, basePrice: 600 },
    { coverage: 20_000, basePrice: 300 },
  ],
};
/** A carrier whose free cover (250 €) is above its cheapest tier (100 €). */
const generousCarrier = {
  isEnabled: true,
  basePrice: 150,
  baseCoverage: 25_000,
  tiers: [
    { coverage: 10_000, basePrice: 150 },
    { coverage: 50_000, basePrice: 490 },
    { coverage: 100_000, basePrice: 990 },
  ],
};
const onlyTiersUnderFreeCover = { ...generousCarrier, tiers: [{ coverage: 10_000, basePrice: 150 }] };
const withoutTiers = { isEnabled: false, basePrice: 0, baseCoverage: 0, tiers: [] };

describe('insurance rules', () => {
  it.each([
    [5000, 'STANDARD'],
    [1, 'STANDARD'],
    [0, 'NO_INSURANCE'],
  ])('defaults to the base coverage option (coverage %i → %s)', (coverage, expected) => {
    expect(defaultInsuranceOption(coverage)).toBe(expected);
  });

  it.each([
    [product, true],
    [{ ...product, basePrice: 0 }, false],
    [{ ...product, isEnabled: false }, false],
    [onlyTiersUnderFreeCover, false],
  ])(
    'is enabled only when sold, priced above 0 and covering more than the free cover (%#)',
    (p, expected) => {
      expect(isInsuranceEnabled(p)).toBe(expected);
    },
  );

  it.each([
    ['a choice is required when enabled', product, {}, { ok: false, messageKey: InsuranceMessage.required }],
    [
      'no choice when disabled falls back',
      withoutTiers,
      {},
      { ok: true, option: 'NO_INSURANCE', basePrice: 0 },
    ],
    [
      'standard is free and covers the base',
      product,
      { option: 'STANDARD' },
      { ok: true, coverage: 5000, basePrice: 0 },
    ],
    [
      'no insurance covers nothing',
      product,
      { option: 'NO_INSURANCE' },
      { ok: true, coverage: 0, basePrice: 0 },
    ],
    [
      'enhanced picks the smallest tier that covers',
      product,
      { option: 'ENHANCED', value: 15_000 },
      { ok: true, coverage: 20_000, basePrice: 300 },
    ],
    [
      'enhanced at a tier boundary',
      product,
      { option: 'ENHANCED', value: 20_001 },
      { ok: true, coverage: 50_000, basePrice: 600 },
    ],
    [
      'enhanced above every tier',
      product,
      { option: 'ENHANCED', value: 60_000 },
      { ok: false, messageKey: InsuranceMessage.valueAboveCoverage },
    ],
    [
      'enhanced needs a value',
      product,
      { option: 'ENHANCED' },
      { ok: false, messageKey: InsuranceMessage.valueRequired },
    ],
    [
      'value under 0.10 €',
      product,
      { option: 'ENHANCED', value: 9 },
      { ok: false, messageKey: InsuranceMessage.valueTooSmall },
    ],
    [
      'value of 1 000 000 €',
      product,
      { option: 'ENHANCED', value: 100_000_000 },
      { ok: false, messageKey: InsuranceMessage.valueTooBig },
    ],
    [
      'enhanced when not sold',
      withoutTiers,
      { option: 'ENHANCED', value: 1000 },
      { ok: false, messageKey: InsuranceMessage.notAvailable },
    ],
    [
      'platform insurance costs 1.5 %',
      product,
      { option: 'PLATFORM_INSURANCE', value: 40_000 },
      { ok: true, coverage: 40_000, basePrice: 600 },
    ],
    [
      'platform insurance at its minimum price',
      product,
      { option: 'PLATFORM_INSURANCE', value: 1000 },
      { ok: true, basePrice: 150 },
    ],
    [
      'platform insurance above 5 000 €',
      product,
      { option: 'PLATFORM_INSURANCE', value: 500_001 },
      { ok: false, messageKey: InsuranceMessage.valueAboveCoverage },
    ],
    [
      'enhanced never buys less than the free cover (value under every tier)',
      generousCarrier,
      { option: 'ENHANCED', value: 5_000 },
      { ok: true, coverage: 50_000, basePrice: 490 },
    ],
    [
      'enhanced never buys a tier equal to the free cover',
      { ...generousCarrier, tiers: [{ coverage: 25_000, basePrice: 200 }, ...generousCarrier.tiers] },
      { option: 'ENHANCED', value: 25_000 },
      { ok: true, coverage: 50_000, basePrice: 490 },
    ],
    [
      'enhanced is not sold when every tier is under the free cover',
      onlyTiersUnderFreeCover,
      { option: 'ENHANCED', value: 5_000 },
      { ok: false, messageKey: InsuranceMessage.notAvailable },
    ],
  ] as const)('%s', (_name, p, choice, expected) => {
    expect(quoteInsurance(p, choice)).toMatchObject(expected);
  });
});
