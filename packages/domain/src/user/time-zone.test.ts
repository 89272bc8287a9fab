import { describe, expect, it } from 'vitest';
import { isSupportedTimeZone, TIME_ZONE_UNKNOWN, updateTimeZoneRequestSchema } from './time-zone.ts';

describe('the time zone a browser reports', () => {
  it.each([
    ['Europe/Madrid', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['UTC', true],
    // Older names browsers still report resolve to a supported zone.
    ['Asia/Calcutta', true],
    ['Europe/Madrid ', false],
    ['Europe/Atlantis', false],
    ['Madrid', false],
    ['+02:00', false],
    ['', false],
  ] as const)('%j supported: %s', (name, expected) => {
    expect(isSupportedTimeZone(name)).toBe(expected);
  });

  it('refuses an unknown zone, a missing one and a long one with the same message key', () => {
    for (const body of [{ timeZone: 'Mars/Olympus' }, {}, { timeZone: 'x'.repeat(65) }]) {
      const result = updateTimeZoneRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TIME_ZONE_UNKNOWN);
    }
  });
});
