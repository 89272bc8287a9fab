import { addDays, type IsoDay } from '../../analytics/rules/date-range.ts';

/** The reference search waits 300 ms after the last key. */
export const TRANSACTIONS_SEARCH_DEBOUNCE_MS = 300;
/** A search of 1 to 3 characters is not applied. */
const SEARCH_MIN_EXCLUSIVE = 3;

/** Whether the typed reference is searched: an empty box (no search) or more than 3 characters. */
export const isSearchApplicable = (text: string) => {
  const length = text.trim().length;
  return length === 0 || length > SEARCH_MIN_EXCLUSIVE;
};

export const TRANSACTION_PRESETS = ['last-30-days', 'this-month', 'last-month', 'custom'] as const;
export type TransactionPreset = (typeof TRANSACTION_PRESETS)[number];
export type TransactionsRange = { from: IsoDay; to: IsoDay };

/** The first day of the month `day` is in. */
const monthStart = (day: IsoDay): IsoDay => `${day.slice(0, 7)}-01`;

/**
 * The days a preset covers, both ends included, on the reader's calendar (`today`): the last 30 days
 * (today and the 29 before it), this month up to today, or the whole of last month. Custom has none.
 */
export const presetRange = (preset: TransactionPreset, today: IsoDay): TransactionsRange | null => {
  switch (preset) {
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: monthStart(today), to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    default:
      return null;
  }
};

/** The preset a range in the address stands for; custom when it is none of them, or has no dates. */
export const presetOfRange = (range: Partial<TransactionsRange>, today: IsoDay): TransactionPreset =>
  TRANSACTION_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days !== null && days.from === range.from && days.to === range.to;
  }) ?? 'custom';

const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

export const TRANSACTIONS_RANGE_ERRORS = {
  invalidDate: 'billing.transactions.error.invalid-date',
  reversed: 'billing.transactions.error.range-reversed',
  afterToday: 'billing.transactions.error.after-today',
} as const;
export type TransactionsRangeError =
  (typeof TRANSACTIONS_RANGE_ERRORS)[keyof typeof TRANSACTIONS_RANGE_ERRORS];

/**
 * Why a custom range cannot be asked for (a message key and the date it is about), or null: each
 * given date is a real `YYYY-MM-DD` day up to `today`, and `from` is not after `to`. A server that
 * does not know the reader's calendar passes the latest today on Earth.
 */
export const transactionsRangeError = (
  range: Partial<TransactionsRange>,
  today: IsoDay,
): { message: TransactionsRangeError; field: 'from' | 'to' } | null => {
  for (const field of ['from', 'to'] as const) {
    const day = range[field];
    if (day === undefined) continue;
    if (!isCalendarDay(day)) return { message: TRANSACTIONS_RANGE_ERRORS.invalidDate, field };
    if (day > today) return { message: TRANSACTIONS_RANGE_ERRORS.afterToday, field };
  }
  if (range.from && range.to && range.from > range.to)
    return { message: TRANSACTIONS_RANGE_ERRORS.reversed, field: 'to' };
  return null;
};

/** Whether `name` is a time zone the platform knows (an IANA name such as Europe/Madrid). */
export const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `timeZone` is ahead of UTC at `instant` (60 for Europe/Madrid in winter). */
const offsetMinutes = (instant: number, timeZone: string) => {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

/** The instant `day` begins in `timeZone` (midnight there), so a day is read on the reader's calendar. */
export const startOfDayIn = (day: IsoDay, timeZone = 'UTC'): Date => {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at midnight can differ from the offset at the guess (a change of clocks): look twice.
  const guess = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  return new Date(utcMidnight - offsetMinutes(guess, timeZone) * 60_000);
};
