import { type DropoffPoint, WEEKDAYS } from '../carriers.schema.ts';

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Days in a row that keep the same hours, as a point's door shows them ("Mon–Fri 09:00-19:00, Sat
 * 10:00-14:00, Sun closed"). `time` is the carrier's text; "" is closed.
 */
export type OpeningHoursGroup = { firstDay: Weekday; lastDay: Weekday; time: string };

/**
 * A point's week, Monday first, with consecutive days of the same hours joined. A day the carrier
 * does not list is closed.
 */
export const openingHoursGroups = (
  openingTimes: readonly DropoffPoint['openingTimes'][number][],
): OpeningHoursGroup[] => {
  const groups: OpeningHoursGroup[] = [];
  for (const day of WEEKDAYS) {
    const time = openingTimes.find((entry) => entry.day === day)?.time.trim() ?? '';
    const last = groups.at(-1);
    if (last && last.time === time) last.lastDay = day;
    else groups.push({ firstDay: day, lastDay: day, time });
  }
  return groups;
};
