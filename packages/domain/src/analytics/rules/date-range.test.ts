import { describe, expect, it } from 'vitest';
import {
  analyticsDayOf,
  analyticsRangeError,
  daysInRange,
  ANALYTICS_RANGE_ERRORS as E,
  eachDay,
  presetRange,
  selectableDays,
  todayIn,
  todaysAnywhere,
} from './date-range.ts';

describe('analytics presets end yesterday', () => {
  it.each([
    [7, '2026-03-10', { from: '2026-03-03', to: '2026-03-09' }],
    [14, '2026-03-10', { from: '2026-02-24', to: '2026-03-09' }],
    [30, '2026-03-10', { from: '2026-02-08', to: '2026-03-09' }],
    [7, '2026-01-01', { from: '2025-12-25', to: '2025-12-31' }],
    [7, '2024-03-01', { from: '2024-02-23', to: '2024-02-29' }],
  ] as const)('%i days before %s → %j', (days, today, expected) => {
    const range = presetRange(days, today);
    expect(range).toEqual(expected);
    expect(daysInRange(range)).toBe(days);
  });
});

describe('custom ranges: 90 days back at most, yesterday at the latest, from before to', () => {
  const today = '2026-06-15';
  it.each([
    [{ from: '2026-06-14', to: '2026-06-14' }, null],
    [{ from: '2026-03-17', to: '2026-06-14' }, null],
    [{ from: '2026-03-16', to: '2026-06-14' }, E.tooOld],
    [{ from: '2026-03-17', to: '2026-06-15' }, E.tooLate],
    [{ from: '2026-06-16', to: '2026-06-20' }, E.tooLate],
    [{ from: '2026-06-10', to: '2026-06-09' }, E.reversed],
    [{ from: '2025-01-01', to: '2025-01-31' }, E.tooOld],
  ])('%j → %s', (range, expected) => {
    expect(analyticsRangeError(range, today)).toBe(expected);
  });

  it('offers exactly the days a range may use', () => {
    expect(selectableDays(today)).toEqual({ earliest: '2026-03-17', latest: '2026-06-14' });
    expect(daysInRange({ from: '2026-03-17', to: '2026-06-14' })).toBe(90);
  });
});

describe("the reader's calendar day", () => {
  it.each([
    ['2026-06-15T23:30:00Z', 'UTC', '2026-06-15'],
    ['2026-06-15T23:30:00Z', 'Europe/Madrid', '2026-06-16'],
    ['2026-06-15T02:00:00Z', 'America/New_York', '2026-06-14'],
    ['2026-06-15T11:00:00Z', 'Pacific/Kiritimati', '2026-06-16'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(todayIn(new Date(instant), zone)).toBe(expected);
  });
});

describe('a server that only knows the calendar accepts every zone’s honest range', () => {
  it.each([
    // 04:00 UTC: it is still the 14th west of UTC−4 and already the 15th everywhere east of it.
    ['2026-06-15T04:00:00Z', { earliest: '2026-06-14', latest: '2026-06-15' }],
    ['2026-06-15T11:00:00Z', { earliest: '2026-06-14', latest: '2026-06-16' }],
    ['2026-06-15T13:00:00Z', { earliest: '2026-06-15', latest: '2026-06-16' }],
  ])('at %s the days are %j', (instant, expected) => {
    expect(todaysAnywhere(new Date(instant))).toEqual(expected);
  });

  it('accepts a range ending yesterday in the zone furthest ahead, and refuses one day later', () => {
    const { earliest, latest } = todaysAnywhere(new Date('2026-06-15T11:00:00Z'));
    expect(analyticsRangeError({ from: '2026-06-10', to: '2026-06-15' }, latest, earliest)).toBeNull();
    expect(analyticsRangeError({ from: '2026-06-10', to: '2026-06-16' }, latest, earliest)).toBe(E.tooLate);
    // 90 days before the 14th, the day it still is west of UTC−11.
    expect(analyticsRangeError({ from: '2026-03-16', to: '2026-06-01' }, latest, earliest)).toBeNull();
    expect(analyticsRangeError({ from: '2026-03-15', to: '2026-06-01' }, latest, earliest)).toBe(E.tooOld);
  });
});

describe('every day of a range', () => {
  it('lists both ends and the days between, across a month end', () => {
    expect(eachDay({ from: '2026-01-30', to: '2026-02-02' })).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });
});

describe('a paid shipment counts on the calendar day of the reader’s time zone', () => {
  it.each([
    ['2026-11-26T23:30:00Z', 'Europe/Madrid', '2026-11-27'],
    ['2026-11-26T23:30:00Z', 'UTC', '2026-11-26'],
    ['2026-11-26T22:59:59Z', 'Europe/Madrid', '2026-11-26'],
    ['2026-11-26T23:00:00Z', 'Europe/Madrid', '2026-11-27'],
    // Summer time: Madrid is two hours ahead, so the day turns at 22:00 UTC.
    ['2026-07-14T22:00:00Z', 'Europe/Madrid', '2026-07-15'],
    ['2026-07-14T21:59:59Z', 'Europe/Madrid', '2026-07-14'],
    ['2026-11-27T03:00:00Z', 'America/New_York', '2026-11-26'],
    ['2026-11-26T18:29:59Z', 'Asia/Kolkata', '2026-11-26'],
    ['2026-11-26T18:30:00Z', 'Asia/Kolkata', '2026-11-27'],
    ['2026-11-26T10:00:00Z', 'Pacific/Kiritimati', '2026-11-27'],
    ['2026-11-26T11:00:00Z', 'Pacific/Pago_Pago', '2026-11-26'],
    ['2026-12-31T23:30:00Z', 'Europe/Madrid', '2027-01-01'],
  ] as const)('paid %s, read in %s → %s', (paidAt, timeZone, day) => {
    expect(analyticsDayOf(new Date(paidAt), timeZone)).toBe(day);
  });
});
