/** A moment (a key's last use, a delivery attempt) as date and time in the user's language. */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
