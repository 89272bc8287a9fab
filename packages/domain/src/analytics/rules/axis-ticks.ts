import type { IsoDay } from './date-range.ts';

/**
 * Axis tick spacing: a label every day up to 7 days, every 2 up to 14, every 3 up to 21,
 * every 4 up to 30, weekly up to 50, and every two weeks beyond.
 */
export const tickStepDays = (days: number): number => {
  if (days <= 7) return 1;
  if (days <= 14) return 2;
  if (days <= 21) return 3;
  if (days <= 30) return 4;
  if (days <= 50) return 7;
  return 14;
};

/** The days of a series that get a label on the time axis: the first, then every step. */
export const axisTicks = (days: readonly IsoDay[]): IsoDay[] => {
  const step = tickStepDays(days.length);
  return days.filter((_, index) => index % step === 0);
};
