/** Adds days to a YYYY-MM-DD calendar day. */
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Pickup: a collection date from tomorrow on, never a Saturday or Sunday. */
export const isCollectionDateAllowed = (day: string, today: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) && day > today && !isWeekend(day);

/** The first day the pickup form's picker offers: tomorrow, or the Monday after a weekend. */
export const earliestCollectionDate = (today: string) => {
  let day = addDays(today, 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
};
