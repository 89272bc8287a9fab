import { describe, expect, it } from 'vitest';
import type { Package } from '../../parcels/parcel-rules.ts';
import { SurchargeReason, type SurchargeRiskInput, surchargeRisksOf } from './surcharge-risk.ts';

/** A carrier with bands up to 2, 5, 10 and 30 kg at 5, 8, 12 and 20 euros. */
const BANDS: [number, number][] = [
  [2, 500],
  [5, 800],
  [10, 1200],
  [30, 2000],
];
const priceOfWeight = (kilograms: number) => BANDS.find(([limit]) => kilograms <= limit)?.[1] ?? null;

const carrier = (overrides: Partial<SurchargeRiskInput> = {}): Omit<SurchargeRiskInput, 'packages'> => ({
  volumetricDivisor: 5000,
  limits: { maxWeightKg: 30, maxLengthCm: 120, maxGirthCm: 300 },
  priceOfWeight,
  handlingFee: 1500,
  ...overrides,
});

const parcel = (weight: number, length: number, width: number, height: number): Package => ({
  weight,
  length,
  width,
  height,
});

describe('surcharge risks at rate shopping', () => {
  it.each([
    ['a small dense parcel', [parcel(3, 30, 20, 10)], carrier(), []],
    [
      'a bulky light parcel billed by volume (60×40×40 = 19.2 kg at 5000)',
      [parcel(2, 60, 40, 40)],
      carrier(),
      [
        {
          reason: SurchargeReason.volumetricWeight,
          extraCost: 1500,
          parcels: [1],
          declaredKg: 2,
          billedKg: 19.2,
        },
      ],
    ],
    [
      'the same parcel at a 6000 divisor (16 kg)',
      [parcel(2, 60, 40, 40)],
      carrier({ volumetricDivisor: 6000 }),
      [
        {
          reason: SurchargeReason.volumetricWeight,
          extraCost: 1500,
          parcels: [1],
          declaredKg: 2,
          billedKg: 16,
        },
      ],
    ],
    [
      'a volumetric weight in the same price band as the declared one',
      [parcel(1, 20, 20, 20)],
      carrier(),
      [],
    ],
    [
      'only the light bulky one of two parcels',
      [parcel(4, 30, 20, 10), parcel(1, 40, 30, 30)],
      carrier(),
      [
        {
          reason: SurchargeReason.volumetricWeight,
          extraCost: 700,
          parcels: [2],
          declaredKg: 1,
          billedKg: 7.2,
        },
      ],
    ],
    [
      'a long parcel near the length limit (110 of 120 cm)',
      [parcel(10, 110, 10, 10)],
      carrier(),
      [{ reason: SurchargeReason.nearSizeLimit, extraCost: 1500, parcels: [1] }],
    ],
    [
      'a parcel near the girth limit (100 + 2×60 + 2×40 = 300 cm)',
      [parcel(30, 100, 60, 40)],
      carrier({ volumetricDivisor: 100000 }),
      [{ reason: SurchargeReason.nearSizeLimit, extraCost: 1500, parcels: [1] }],
    ],
    [
      'a heavy parcel near the weight limit (28 of 30 kg)',
      [parcel(28, 40, 30, 30)],
      carrier(),
      [{ reason: SurchargeReason.nearWeightLimit, extraCost: 1500, parcels: [1] }],
    ],
    [
      'no handling fee when the carrier has none',
      [parcel(28, 110, 10, 10)],
      carrier({ handlingFee: null }),
      [],
    ],
    [
      'the handling fee per parcel at risk',
      [parcel(28, 40, 30, 30), parcel(29, 40, 30, 30)],
      carrier(),
      [{ reason: SurchargeReason.nearWeightLimit, extraCost: 3000, parcels: [1, 2] }],
    ],
  ])('%s', (_name, packages, options, expected) => {
    expect(surchargeRisksOf({ ...options, packages })).toEqual(expected);
  });

  it('charges the handling fee once for a parcel near both the size and the weight limit', () => {
    const risks = surchargeRisksOf({ ...carrier(), packages: [parcel(28, 110, 10, 10)] });
    expect(risks).toEqual([{ reason: SurchargeReason.nearSizeLimit, extraCost: 1500, parcels: [1] }]);
  });
});
