import { describe, expect, it } from 'vitest';
import { transitTimeOf } from './transit-time.ts';

describe('transitTimeOf: transit longer than 48 hours shown in days', () => {
  it.each([
    [12, { unit: 'hours', count: 12 }],
    [24, { unit: 'hours', count: 24 }],
    [48, { unit: 'hours', count: 48 }],
    [49, { unit: 'days', count: 3 }],
    [72, { unit: 'days', count: 3 }],
    [96, { unit: 'days', count: 4 }],
    [100, { unit: 'days', count: 5 }],
  ])('%i hours reads as %o', (hours, expected) => {
    expect(transitTimeOf(hours)).toEqual(expected);
  });
});
