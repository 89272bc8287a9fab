import { describe, expect, it } from 'vitest';
import { estimateDeliveryDate } from './estimated-delivery.ts';

const newYear = (date: string) => date.endsWith('-01-01');

describe('estimated delivery date', () => {
  it.each([
    ['the next day for a 24-hour service collected on a Monday', '2026-11-23', 24, '2026-11-24'],
    ['Monday for a 24-hour service collected on a Friday', '2026-11-27', 24, '2026-11-30'],
    ['Monday for a 24-hour service handed over on a Saturday', '2026-11-28', 24, '2026-11-30'],
    ['Monday for a 48-hour service collected on a Thursday', '2026-11-26', 48, '2026-11-30'],
    ['Wednesday for a 72-hour service collected on a Friday', '2026-11-27', 72, '2026-12-02'],
    ['a week later for 120 hours from a Monday', '2026-11-23', 120, '2026-11-30'],
    ['a whole day for a part of one (36 hours → 2 days)', '2026-11-23', 36, '2026-11-25'],
    ['across the year end', '2026-12-30', 48, '2027-01-01'],
  ])('%s', (_name, collectionDate, transitHours, expected) => {
    expect(estimateDeliveryDate({ collectionDate, transitHours })).toBe(expected);
  });

  it.each([
    ['skips a holiday at the destination', '2026-12-31', 24, '2027-01-04'],
    ['skips a holiday falling mid-transit', '2026-12-30', 48, '2027-01-04'],
  ])('%s', (_name, collectionDate, transitHours, expected) => {
    expect(estimateDeliveryDate({ collectionDate, transitHours, isHoliday: newYear })).toBe(expected);
  });

  it.each([
    ['no collection date', null, 24],
    ['an empty collection date', '', 24],
    ['a collection date that is not a date', '2026-13-45', 24],
    ['no transit time', '2026-11-23', null],
    ['a zero transit time', '2026-11-23', 0],
  ])('has no estimate with %s', (_name, collectionDate, transitHours) => {
    expect(estimateDeliveryDate({ collectionDate, transitHours })).toBeNull();
  });
});
