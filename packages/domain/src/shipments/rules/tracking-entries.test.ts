import { describe, expect, it } from 'vitest';
import { isInternalTrackingEntry, visibleTrackingEntries } from './tracking-entries.ts';

describe('isInternalTrackingEntry', () => {
  it.each([
    ['SCAN - MADRID HUB', true],
    ['a - b', true],
    [' - ', true],
    ['Label created', false],
    ['Recipient absent: a new delivery attempt is planned', false],
    ['Out for delivery - Paris - 2nd attempt', false],
    ['Well-known depot', false],
    ['SCAN -MADRID', false],
    ['', false],
  ])('"%s" is internal: %s', (description, isInternal) => {
    expect(isInternalTrackingEntry({ description })).toBe(isInternal);
  });
});

describe('visibleTrackingEntries', () => {
  it('drops the internal scans and keeps the order of the rest', () => {
    const entries = [
      { description: 'Label created' },
      { description: 'SCAN - MADRID HUB' },
      { description: 'Arrived at the delivery depot' },
      { description: 'Delivered' },
    ];
    expect(visibleTrackingEntries(entries).map((entry) => entry.description)).toEqual([
      'Label created',
      'Arrived at the delivery depot',
      'Delivered',
    ]);
  });
});
