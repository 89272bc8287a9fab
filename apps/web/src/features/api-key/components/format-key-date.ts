/** A key's creation or last use, as date and time in the user's language. */
export const formatKeyDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
