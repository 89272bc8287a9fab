import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatTimeOfDay } from './format-calendar-date.ts';

describe('days and times of day in the reader’s locale, never as ISO text', () => {
  it.each([
    ['en-GB', 'Wed 4 Mar', '14:30'],
    ['de', 'Mi., 4. März', '14:30'],
    ['hu', 'márc. 4., Sze', '14:30'],
    ['en-US', 'Wed, Mar 4', '02:30 PM'],
  ])('%s writes 2026-03-04 as "%s" and 14:30 as "%s"', (language, day, time) => {
    expect(formatCalendarDate('2026-03-04', language)).toBe(day);
    expect(formatTimeOfDay('14:30', language)).toBe(time);
  });
});
