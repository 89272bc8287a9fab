type CollectionDay = { date: string; from: string; to: string };

/**
 * The days every shipment of a bulk collection-date edit can be collected on, in date order. Each
 * shipment keeps its own carrier's window; the day's window shown spans them all (the earliest
 * start to the latest end), the hours in which that day's collections happen.
 */
export const commonCollectionDates = (
  perShipment: readonly (readonly CollectionDay[])[],
): CollectionDay[] => {
  const [first, ...others] = perShipment;
  if (!first) return [];
  const byDate = others.map((days) => new Map(days.map((day) => [day.date, day])));
  const common: CollectionDay[] = [];
  for (const day of first) {
    const matches = [day];
    for (const days of byDate) {
      const match = days.get(day.date);
      if (match) matches.push(match);
    }
    if (matches.length !== perShipment.length) continue;
    common.push({
      date: day.date,
      from: matches.map((match) => match.from).sort()[0]!,
      to: matches
        .map((match) => match.to)
        .sort()
        .at(-1)!,
    });
  }
  return common.sort((a, b) => a.date.localeCompare(b.date));
};
