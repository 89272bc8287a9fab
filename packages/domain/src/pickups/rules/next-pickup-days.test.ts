import { describe, expect, it } from 'vitest';
import { nextPickupDays } from './next-pickup-days.ts';

// 2026-12-03 is a Thursday; 2026-12-08 (Tuesday) is a Spanish holiday in the closures below.
const closed = new Set(['2026-12-08', '2026-12-25']);
const base = {
  cutoffTime: '14:00',
  collectsOnSaturday: false,
  isClosed: (date: string) => closed.has(date),
  count: 4,
};

describe('the next days a carrier collects', () => {
  it.each([
    {
      why: 'before the cut-off today is the first day',
      at: ['2026-12-03', '09:30'],
      expected: ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-09'],
    },
    {
      why: 'at the cut-off today is gone',
      at: ['2026-12-03', '14:00'],
      expected: ['2026-12-04', '2026-12-07', '2026-12-09', '2026-12-10'],
    },
    {
      why: 'on Friday after the cut-off the weekend is skipped',
      at: ['2026-12-04', '18:00'],
      expected: ['2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11'],
    },
    {
      why: 'on a Sunday the week starts on Monday',
      at: ['2026-12-06', '08:00'],
      expected: ['2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11'],
    },
    {
      why: 'a public holiday is never offered',
      at: ['2026-12-07', '15:00'],
      expected: ['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14'],
    },
    {
      why: 'Christmas and the weekend before it are skipped',
      at: ['2026-12-24', '15:00'],
      expected: ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'],
    },
  ])('$why', ({ at, expected }) => {
    const [localDate = '', localTime = ''] = at;
    expect(nextPickupDays({ ...base, localDate, localTime })).toEqual(expected);
  });

  it.each([
    {
      why: 'a Saturday service collects on Saturdays',
      saturday: true,
      expected: ['2026-12-05', '2026-12-07'],
    },
    { why: 'other services do not', saturday: false, expected: ['2026-12-07', '2026-12-09'] },
  ])('$why', ({ saturday, expected }) => {
    const days = nextPickupDays({
      ...base,
      collectsOnSaturday: saturday,
      localDate: '2026-12-04',
      localTime: '16:00',
      count: 2,
    });
    expect(days).toEqual(expected);
  });

  it('stops at the horizon when the carrier never collects', () => {
    const days = nextPickupDays({
      ...base,
      isClosed: () => true,
      localDate: '2026-12-03',
      localTime: '08:00',
      horizonDays: 10,
    });
    expect(days).toEqual([]);
  });
});
