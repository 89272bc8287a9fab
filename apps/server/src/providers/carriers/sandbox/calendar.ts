import { localDateTime as localDateTimeAt } from '@shipdeck/domain/geo/time-zone';

/**
 * Dates and clocks of the sandbox carriers: public holidays of the origin country, carrier
 * closures and cut-off times read in the origin's time zone (`timeZoneOfPlace`). Dates are `YYYY-MM-DD` strings.
 */

/** Fixed-date public holidays (MM-DD) of the origin markets; national ones only. */
const FIXED_HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  ES: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'],
  FR: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'],
  MC: ['01-01', '01-27', '05-01', '08-15', '11-01', '11-19', '12-08', '12-25'],
  DE: ['01-01', '05-01', '10-03', '12-25', '12-26'],
  IT: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'],
  BE: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'],
  NL: ['01-01', '04-27', '12-25', '12-26'],
  LU: ['01-01', '05-01', '05-09', '06-23', '08-15', '11-01', '12-25', '12-26'],
  PT: ['01-01', '04-25', '05-01', '06-10', '08-15', '10-05', '11-01', '12-01', '12-08', '12-25'],
  GB: ['01-01', '12-25', '12-26'],
  AT: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'],
  PL: ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-24', '12-25', '12-26'],
  SM: [
    '01-01',
    '01-06',
    '02-05',
    '03-25',
    '05-01',
    '07-28',
    '08-15',
    '09-03',
    '11-01',
    '12-08',
    '12-25',
    '12-26',
  ],
  VA: ['01-01', '01-06', '06-29', '08-15', '11-01', '12-08', '12-25', '12-26'],
};

/** Holidays that move with Easter, as days from Easter Sunday (−2 Good Friday, 1 Monday, 39 Ascension, 50 Whit Monday, 60 Corpus Christi). */
const EASTER_HOLIDAYS: Readonly<Record<string, readonly number[]>> = {
  ES: [-2],
  FR: [1, 39, 50],
  MC: [1, 39, 50, 60],
  DE: [-2, 1, 39, 50],
  IT: [1],
  BE: [1, 39, 50],
  NL: [-2, 1, 39, 50],
  LU: [1, 39, 50],
  PT: [-2, 60],
  GB: [-2, 1],
  AT: [1, 39, 50, 60],
  PL: [1, 60],
  SM: [1, 60],
  VA: [1],
};

/** Easter Sunday (Gregorian, anonymous algorithm) as a UTC date. */
export const easterSunday = (year: number): Date => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
};

const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
};

const holidayCache = new Map<string, ReadonlySet<string>>();

/** Public holidays of a country in a year, as `YYYY-MM-DD`. */
export const publicHolidays = (country: string, year: number): ReadonlySet<string> => {
  const key = `${country}:${year}`;
  const cached = holidayCache.get(key);
  if (cached) return cached;
  const easter = toIsoDate(easterSunday(year));
  const days = new Set([
    ...(FIXED_HOLIDAYS[country] ?? ['01-01', '12-25']).map((monthDay) => `${year}-${monthDay}`),
    ...(EASTER_HOLIDAYS[country] ?? []).map((offset) => addDays(easter, offset)),
  ]);
  holidayCache.set(key, days);
  return days;
};

/** Whether a date is a public holiday of a country: no collection there, and no delivery either. */
export const isPublicHoliday = (country: string, isoDate: string) =>
  publicHolidays(country, Number(isoDate.slice(0, 4))).has(isoDate);

const localCache = new Map<string, { date: string; time: string }>();

/** The calendar date and the wall-clock time (`HH:MM`) at an instant in a time zone. */
export const localDateTime = (instant: Date, timeZone: string): { date: string; time: string } => {
  // Formatting is the costly part; the answer only changes once a minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  const key = `${timeZone}|${minute}`;
  const cached = localCache.get(key);
  if (cached) return cached;
  if (localCache.size > 1000) localCache.clear();
  const local = localDateTimeAt(instant, timeZone);
  localCache.set(key, local);
  return local;
};
