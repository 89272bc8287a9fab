/** Calendar days as `YYYY-MM-DD`, the way the analytics range is asked for and answered. */
export type IsoDay = string;

/** Presets, and how far back a custom range may start. */
export const ANALYTICS_PRESET_DAYS = [7, 14, 30] as const;
export type AnalyticsPresetDays = (typeof ANALYTICS_PRESET_DAYS)[number];
export const ANALYTICS_DEFAULT_PRESET: AnalyticsPresetDays = 7;
export const ANALYTICS_MAX_HISTORY_DAYS = 90;

export type AnalyticsRange = { from: IsoDay; to: IsoDay };

const DAY_MS = 86_400_000;

const toUtcMs = (day: IsoDay) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` calendar days (negative: back). */
export const addDays = (day: IsoDay, days: number): IsoDay =>
  new Date(toUtcMs(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for a single day). */
export const daysInRange = ({ from, to }: AnalyticsRange) =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS) + 1;

/** Every day of the range in order, both ends included. */
export const eachDay = (range: AnalyticsRange): IsoDay[] =>
  Array.from({ length: Math.max(0, daysInRange(range)) }, (_, index) => addDays(range.from, index));

/** The calendar day it is at `now` in `timeZone` (an IANA name; the reader's own by default). */
export const todayIn = (now: Date, timeZone?: string): IsoDay => {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
};

/** The last `days` days, ending yesterday. */
export const presetRange = (days: AnalyticsPresetDays, today: IsoDay): AnalyticsRange => ({
  from: addDays(today, -days),
  to: addDays(today, -1),
});

/** The days a custom range may use: from 90 days ago to yesterday. */
export const selectableDays = (today: IsoDay) => ({
  earliest: addDays(today, -ANALYTICS_MAX_HISTORY_DAYS),
  latest: addDays(today, -1),
});

export const ANALYTICS_RANGE_ERRORS = {
  reversed: 'analytics.error.range-reversed',
  tooOld: 'analytics.error.range-too-old',
  tooLate: 'analytics.error.range-too-late',
} as const;
export type AnalyticsRangeError = (typeof ANALYTICS_RANGE_ERRORS)[keyof typeof ANALYTICS_RANGE_ERRORS];

/**
 * Why a range cannot be shown (a message key), or null when it can: it starts at most 90 days before
 * `today`, ends yesterday at the latest, and does not start after it ends. `today` is the reader's
 * calendar day; a server that does not know the reader's time zone passes the bounds of every zone
 * (`earliestToday` behind UTC, `today` ahead of it) so no reader's honest range is refused.
 */
export const analyticsRangeError = (
  range: AnalyticsRange,
  today: IsoDay,
  earliestToday: IsoDay = today,
): AnalyticsRangeError | null => {
  if (range.from > range.to) return ANALYTICS_RANGE_ERRORS.reversed;
  if (range.to > selectableDays(today).latest) return ANALYTICS_RANGE_ERRORS.tooLate;
  if (range.from < selectableDays(earliestToday).earliest) return ANALYTICS_RANGE_ERRORS.tooOld;
  return null;
};

/**
 * The calendar days it can be somewhere on Earth at `now` (UTC−12 to UTC+14): what a server checks a
 * reader's range against when it only knows the reader's calendar.
 */
export const todaysAnywhere = (now: Date) => ({
  earliest: new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10),
  latest: new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10),
});

/**
 * The analytics day a shipment paid at `paidAt` counts on: the calendar day it was there, in the time
 * zone of the reader (`UTC` for a reader whose zone is not known).
 */
export const analyticsDayOf = (paidAt: Date, timeZone: string): IsoDay => todayIn(paidAt, timeZone);
