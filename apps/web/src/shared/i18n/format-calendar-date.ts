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
