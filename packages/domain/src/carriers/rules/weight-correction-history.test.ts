import { describe, expect, it } from 'vitest';
import {
  type CorrectionDay,
  correctionHistoryRiskOf,
  correctionWindowStart,
} from './weight-correction-history.ts';

const TODAY = '2026-11-27';

const day = (serviceId: string, date: string, corrections: number, extraCost: number, carrierId = 'gls') => ({
  carrierId,
  serviceId,
  day: date,
  corrections,
  extraCost,
});

const riskOf = (days: CorrectionDay[], serviceId = 'gls-business', parcelCount = 1) =>
  correctionHistoryRiskOf({ days, carrierId: 'gls', serviceId, today: TODAY, parcelCount });

describe("the seller's weight-correction history at rate shopping", () => {
  it('counts 90 days ending today, both ends in', () => {
    expect(correctionWindowStart(TODAY)).toBe('2026-08-30');
  });

  it.each([
    ['no history', [], null],
    [
      'three corrections on the service: their count and average extra cost',
      [day('gls-business', '2026-11-20', 2, 900), day('gls-business', '2026-10-01', 1, 600)],
      { corrections: 3, extraCost: 500, scope: 'SERVICE' },
    ],
    [
      "the service's own corrections speak before the carrier's other services",
      [day('gls-business', '2026-11-20', 1, 300), day('gls-express', '2026-11-20', 5, 5000)],
      { corrections: 1, extraCost: 300, scope: 'SERVICE' },
    ],
    [
      'none on the service: the carrier’s other services',
      [day('gls-express', '2026-11-20', 2, 1001), day('gls-economy', '2026-09-01', 1, 500)],
      { corrections: 3, extraCost: 500, scope: 'CARRIER' },
    ],
    [
      'the first day of the window counts, the day before does not',
      [day('gls-business', '2026-08-30', 1, 400), day('gls-business', '2026-08-29', 4, 8000)],
      { corrections: 1, extraCost: 400, scope: 'SERVICE' },
    ],
    ['only corrections older than 90 days', [day('gls-business', '2026-08-01', 3, 900)], null],
    ["another carrier's corrections", [day('dhl-parcel', '2026-11-20', 3, 900, 'dhl')], null],
    [
      'corrections that cost nothing still say the carrier re-weighs',
      [day('gls-business', '2026-11-26', 2, 0)],
      { corrections: 2, extraCost: 0, scope: 'SERVICE' },
    ],
  ] as const)('%s', (_name, days, expected) => {
    const risk = riskOf([...days]);
    expect(
      risk === null ? null : { corrections: risk.corrections, extraCost: risk.extraCost, scope: risk.scope },
    ).toEqual(expected);
    if (risk) expect(risk.reason).toBe('WEIGHT_CORRECTIONS');
  });

  it('covers every parcel of the search', () => {
    expect(riskOf([day('gls-business', TODAY, 1, 700)], 'gls-business', 3)?.parcels).toEqual([1, 2, 3]);
  });
});
