const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/**
 * List dates: 'Do MMM YYYY' ("3rd Mar 2026"). The ordinal is English; other languages
 * get the same day-month-year order with their own month names.
 */
export const formatListDate = (iso: string, language: string) => {
  const date = new Date(iso);
  if (language.startsWith('en'))
    return `${ordinal(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
};
