/**
 * The day a service's delivery estimate counts from. Without a chosen day: the service's first
 * collection day. With one: that day when the service collects then; else the service's next
 * collection day after it (another service's collection day may be a day this one does not work);
 * a chosen day past the listed ones is taken as it is, and one before the first listed day (gone
 * by, or before the cut-off) gives way to the first.
 */
export const collectionDayFor = (input: {
  /** The service's collection days, ascending (`YYYY-MM-DD`). */
  availableDates: readonly string[];
  chosenDate?: string | null | undefined;
}): string | undefined => {
  const { availableDates, chosenDate } = input;
  const first = availableDates[0];
  if (!chosenDate || !first || chosenDate <= first) return first ?? chosenDate ?? undefined;
  return availableDates.find((date) => date >= chosenDate) ?? chosenDate;
};
