const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Monday to Friday: the days carriers deliver on. */
const isWeekday = (isoDate: string) => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

/**
 * The day a parcel is expected at its destination: the carrier's transit time counted in whole
 * days (24 hours a day, rounded up) of delivery work after the collection (or hand-over) date.
 * Delivery work happens Monday to Friday except the destination's public holidays, so a parcel
 * collected on a Friday with a 24-hour service arrives on Monday. Null when there is no
 * collection date or no transit time to count from.
 */
export const estimateDeliveryDate = (input: {
  /** `YYYY-MM-DD`, at the origin. */
  collectionDate: string | null | undefined;
  transitHours: number | null | undefined;
  /** Public holidays at the destination (`YYYY-MM-DD`); none by default. */
  isHoliday?: (isoDate: string) => boolean;
}): string | null => {
  const { collectionDate, transitHours } = input;
  if (!collectionDate || !ISO_DATE.test(collectionDate) || Number.isNaN(Date.parse(collectionDate)))
    return null;
  if (!transitHours || transitHours <= 0) return null;
  const isHoliday = input.isHoliday ?? (() => false);
  let remaining = Math.ceil(transitHours / 24);
  let date = collectionDate;
  while (remaining > 0) {
    date = nextDay(date);
    if (isWeekday(date) && !isHoliday(date)) remaining--;
  }
  return date;
};
