import { describe, expect, it } from 'vitest';
import { commonCollectionDates } from './bulk-collection-dates.ts';

const day = (date: string, from = '09:00', to = '18:00') => ({ date, from, to });

describe('commonCollectionDates: dates every shipment of a bulk edit can be collected on', () => {
  it.each([
    ['no shipments', [], []],
    [
      'one shipment: its days',
      [[day('2026-11-23'), day('2026-11-24')]],
      [day('2026-11-23'), day('2026-11-24')],
    ],
    [
      'only days every shipment has, in date order',
      [
        [day('2026-11-25'), day('2026-11-23'), day('2026-11-24')],
        [day('2026-11-24'), day('2026-11-25'), day('2026-11-26')],
      ],
      [day('2026-11-24'), day('2026-11-25')],
    ],
    ['no day in common', [[day('2026-11-23')], [day('2026-11-24')]], []],
    ['a shipment with no days', [[day('2026-11-23')], []], []],
    [
      "the day's window spans every carrier's window",
      [[day('2026-11-23', '09:00', '14:00')], [day('2026-11-23', '10:00', '18:00')]],
      [day('2026-11-23', '09:00', '18:00')],
    ],
  ])('%s', (_name, perShipment, expected) => {
    expect(commonCollectionDates(perShipment)).toEqual(expected);
  });
});
