import {
  MAX_PICKUP_PARCELS,
  MIN_PICKUP_WINDOW_MINUTES,
  type PickupDay,
  PickupMessage,
  type PickupSlot,
} from '../pickup.schema.ts';

export type PickupSlotProblem = { field: 'date' | 'window' | 'parcelCount'; messageKey: string };

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * What is wrong with a requested collection, against the days the carrier offers from now (its
 * next working days at the origin: no Sundays, no public holidays, Saturday only where the service
 * collects then, today only before the cut-off). The date must be one of those days; the window must
 * lie inside that day's collection hours and last at least two hours; the parcels 1 to 99.
 * An empty list: the request can be booked.
 */
export const pickupSlotProblems = (input: {
  slot: PickupSlot;
  offeredDays: readonly PickupDay[];
}): PickupSlotProblem[] => {
  const { slot, offeredDays } = input;
  const problems: PickupSlotProblem[] = [];
  const day = offeredDays.find((offered) => offered.date === slot.date);
  if (!day) problems.push({ field: 'date', messageKey: PickupMessage.dateUnavailable });
  const from = minutesOf(slot.windowFrom);
  const to = minutesOf(slot.windowTo);
  const isInsideHours = !day || (from >= minutesOf(day.from) && to <= minutesOf(day.to));
  if (to - from < MIN_PICKUP_WINDOW_MINUTES || !isInsideHours)
    problems.push({ field: 'window', messageKey: PickupMessage.window });
  if (!Number.isInteger(slot.parcelCount) || slot.parcelCount < 1 || slot.parcelCount > MAX_PICKUP_PARCELS)
    problems.push({ field: 'parcelCount', messageKey: PickupMessage.parcels });
  return problems;
};

/**
 * The days one collection can take several shipments (one carrier, one origin): the days each of
 * them is offered, with the hours they all share (the latest start, the earliest end).
 */
export const commonPickupDays = (dayLists: readonly (readonly PickupDay[])[]): PickupDay[] => {
  const [first = [], ...rest] = dayLists;
  return first.flatMap((day) => {
    const others = rest.map((days) => days.find((other) => other.date === day.date));
    if (others.some((other) => !other)) return [];
    const from = others.reduce(
      (latest, other) => (other && other.from > latest ? other.from : latest),
      day.from,
    );
    const to = others.reduce(
      (earliest, other) => (other && other.to < earliest ? other.to : earliest),
      day.to,
    );
    return [{ date: day.date, from, to }];
  });
};
