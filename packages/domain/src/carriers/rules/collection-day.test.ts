import { describe, expect, it } from 'vitest';
import { collectionDayFor } from './collection-day.ts';

// Monday 2 March to Friday 6 March 2026, then Monday 9 March: a Monday-to-Friday carrier.
const weekdays = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'];

describe('collectionDayFor: the day a delivery estimate counts from', () => {
  it.each([
    ['no day chosen: the first collection day', weekdays, null, '2026-03-02'],
    ['the chosen day, when the service collects then', weekdays, '2026-03-04', '2026-03-04'],
    ['a chosen Saturday the service does not work: its next day', weekdays, '2026-03-07', '2026-03-09'],
    ['a chosen day gone by: the first collection day', weekdays, '2026-02-27', '2026-03-02'],
    ['a chosen day past the listed ones: taken as it is', weekdays, '2026-03-20', '2026-03-20'],
    ['no collection days listed: the chosen day', [], '2026-03-04', '2026-03-04'],
    ['nothing at all', [], undefined, undefined],
  ] as const)('%s', (_name, availableDates, chosenDate, expected) => {
    expect(collectionDayFor({ availableDates, chosenDate })).toBe(expected);
  });
});
