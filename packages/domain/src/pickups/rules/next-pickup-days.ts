const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * The next days a carrier collects at an origin, from the origin's local date and time: today while
 * it is before the carrier's cut-off, then later days, skipping Sundays, Saturdays unless the service
 * collects on Saturdays, and the closed days given (public holidays of the origin country, the
 * carrier's own closures). Looks no further than `horizonDays` ahead.
 */
export const nextPickupDays = (input: {
  /** The origin's local calendar date (`YYYY-MM-DD`) and wall-clock time (`HH:MM`) now. */
  localDate: string;
  localTime: string;
  cutoffTime: string;
  collectsOnSaturday: boolean;
  isClosed: (isoDate: string) => boolean;
  count: number;
  horizonDays?: number;
}): string[] => {
  const { localDate, localTime, cutoffTime, collectsOnSaturday, isClosed, count } = input;
  const horizon = input.horizonDays ?? 60;
  const days: string[] = [];
  let date = localTime < cutoffTime ? localDate : addDays(localDate, 1);
  for (let step = 0; step < horizon && days.length < count; step++) {
    const weekday = weekdayOf(date);
    const isWorking = weekday !== 0 && (weekday !== 6 || collectsOnSaturday) && !isClosed(date);
    if (isWorking) days.push(date);
    date = addDays(date, 1);
  }
  return days;
};
