import { describe, expect, it } from 'vitest';
import { localDateAt, localDateTime, timeZoneOfPlace } from './time-zone.ts';

describe('time zone of a warehouse', () => {
  it.each([
    ['ES', '28001', 'Europe/Madrid'],
    ['ES', '08001', 'Europe/Madrid'],
    ['ES', '07001', 'Europe/Madrid'],
    ['ES', '35001', 'Atlantic/Canary'],
    ['ES', '38001', 'Atlantic/Canary'],
    ['ES', '51001', 'Africa/Ceuta'],
    ['PT', '1000-001', 'Europe/Lisbon'],
    ['PT', '9000-001', 'Atlantic/Madeira'],
    ['PT', '9500-001', 'Atlantic/Azores'],
    ['GB', 'SW1A 1AA', 'Europe/London'],
    ['FR', '75001', 'Europe/Paris'],
    ['DE', '10115', 'Europe/Berlin'],
    ['IT', '00118', 'Europe/Rome'],
    ['PL', '00-950', 'Europe/Warsaw'],
    ['TR', '34000', 'Europe/Istanbul'],
    ['CH', '8001', 'Europe/Zurich'],
  ])('%s %s keeps %s', (country, zip, zone) => {
    expect(timeZoneOfPlace({ country, zip })).toBe(zone);
  });
});

describe('the date at a warehouse near midnight', () => {
  // Fake clocks half an hour either side of local midnight: the date must be the local one.
  it.each([
    ['Madrid, 23:30 in winter', 'ES', '28001', '2026-11-25T22:30:00Z', '2026-11-25', '23:30'],
    ['Madrid, 00:30 in winter', 'ES', '28001', '2026-11-25T23:30:00Z', '2026-11-26', '00:30'],
    ['Madrid, 23:30 in summer', 'ES', '28001', '2026-07-01T21:30:00Z', '2026-07-01', '23:30'],
    ['Madrid, 00:30 in summer', 'ES', '28001', '2026-07-01T22:30:00Z', '2026-07-02', '00:30'],
    ['London, 23:30 in winter', 'GB', 'SW1A 1AA', '2026-11-25T23:30:00Z', '2026-11-25', '23:30'],
    ['London, 00:30 in winter', 'GB', 'SW1A 1AA', '2026-11-26T00:30:00Z', '2026-11-26', '00:30'],
    ['London, 00:30 in summer', 'GB', 'SW1A 1AA', '2026-07-01T23:30:00Z', '2026-07-02', '00:30'],
    ['Istanbul, 23:30', 'TR', '34000', '2026-11-25T20:30:00Z', '2026-11-25', '23:30'],
    ['Istanbul, 00:30', 'TR', '34000', '2026-11-25T21:30:00Z', '2026-11-26', '00:30'],
    ['Las Palmas, 23:30', 'ES', '35001', '2026-11-25T23:30:00Z', '2026-11-25', '23:30'],
    ['Las Palmas, 00:30', 'ES', '35001', '2026-11-26T00:30:00Z', '2026-11-26', '00:30'],
  ])('%s', (_name, country, zip, instant, date, time) => {
    expect(localDateAt(new Date(instant), { country, zip })).toBe(date);
    expect(localDateTime(new Date(instant), timeZoneOfPlace({ country, zip }))).toEqual({ date, time });
  });
});
