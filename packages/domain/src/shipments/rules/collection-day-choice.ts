/** Why a draft may not have the collection day written to it (message keys, on the `collectionDate` field). */
export const CollectionDayMessage = {
  /** Its service is dropped off at a point near the sender: nobody collects the parcel, on any day. */
  notCollected: 'shipment.error.collection-date-not-collected',
  /** The carrier does not collect on that day: a weekend or holiday it skips, a day gone by, or past its offered days. */
  notOffered: 'shipment.error.collection-date-not-offered',
} as const;
export type CollectionDayMessage = (typeof CollectionDayMessage)[keyof typeof CollectionDayMessage];

/**
 * Why a draft's service does not take the collection day chosen for it, or null when it does or
 * cannot be asked yet. No day is always fine. A service dropped off at origin takes no day; a
 * service that collects takes only the days the carrier offers for the draft's route
 * (`offeredDates`, the same list the collection-date picker shows), or null when they cannot be
 * known: no service chosen yet, an incomplete route, or a route the service does not serve (the
 * draft shows that problem on its service).
 */
export const collectionDayProblemOf = (input: {
  chosenDate: string | null | undefined;
  service: { dropOffOrigin?: boolean | null } | null | undefined;
  offeredDates: readonly string[] | null;
}): CollectionDayMessage | null => {
  const { chosenDate, service, offeredDates } = input;
  if (!chosenDate || !service) return null;
  if (service.dropOffOrigin) return CollectionDayMessage.notCollected;
  if (offeredDates === null) return null;
  return offeredDates.includes(chosenDate) ? null : CollectionDayMessage.notOffered;
};
