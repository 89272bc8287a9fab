/** Below this many deliveries on a lane, one late parcel swings the share too far to show it. */
export const MIN_ON_TIME_SAMPLE = 10;

export type OnTimeScore = { percent: number; sampleSize: number };

/**
 * Whether a delivery was on time: delivered on or before the day promised at purchase (both
 * `YYYY-MM-DD`, the delivery day on the destination's calendar).
 */
export const isOnTime = (input: { promisedDate: string; deliveredDate: string }) =>
  input.deliveredDate <= input.promisedDate;

/**
 * The on-time score of a service on a lane: the share of its delivered parcels that arrived by the
 * promised day, as a whole percent rounded down (99.6 % is not "100 % on time"), with the number of
 * deliveries behind it; null below the minimum sample.
 */
export const onTimeScoreOf = (counts: {
  deliveredCount: number;
  onTimeCount: number;
}): OnTimeScore | null => {
  const { deliveredCount, onTimeCount } = counts;
  if (deliveredCount < MIN_ON_TIME_SAMPLE) return null;
  const onTime = Math.min(Math.max(onTimeCount, 0), deliveredCount);
  return { percent: Math.floor((onTime * 100) / deliveredCount), sampleSize: deliveredCount };
};

/**
 * Below this many sharing clients on a lane, the all-clients score is not shown: with one other client
 * behind it, a seller could take its own counts away and read that client's.
 */
export const MIN_SHARED_CLIENTS = 3;

/** The all-clients score of a service on a lane: as `onTimeScoreOf`, null below the minimum of clients. */
export const sharedOnTimeScoreOf = (counts: {
  deliveredCount: number;
  onTimeCount: number;
  clientCount: number;
}): OnTimeScore | null => (counts.clientCount < MIN_SHARED_CLIENTS ? null : onTimeScoreOf(counts));
