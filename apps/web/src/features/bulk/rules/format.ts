/** An ISO day ("2026-03-02") as "Monday 2 March" in the UI language, whatever the browser's time zone. */
export const formatDay = (isoDate: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
