/**
 * Whether a carrier tracking entry is an internal scan: its
 * description splits on ' - ' into exactly two parts, like "SCAN - MADRID HUB". Those mean
 * nothing to a seller or a recipient, so the details page hides them.
 */
export const isInternalTrackingEntry = (entry: { description: string }) =>
  entry.description.split(' - ').length === 2;

/** The entries a seller sees, in the carrier's order. */
export const visibleTrackingEntries = <T extends { description: string }>(entries: readonly T[]): T[] =>
  entries.filter((entry) => !isInternalTrackingEntry(entry));
