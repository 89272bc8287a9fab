/**
 * A calendar date (`YYYY-MM-DD`, a day rather than an instant) in the reader's language, e.g.
 * "Mon, 30 Nov". Read at UTC on both sides so that no reader's time zone moves it to another day.
 */
export const formatCalendarDate = (
  isoDate: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * A time of day (`HH:mm`, a carrier's window rather than an instant) in the reader's language:
 * "14:00" in most, "2:00 PM" where the language writes it so. Read at UTC so no time zone moves it.
 */
export const formatTimeOfDay = (time: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${time}:00Z`),
  );
