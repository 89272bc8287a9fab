const HOURS_A_DAY = 24;
/** A transit longer than 48 hours is shown in days. */
const LONGEST_IN_HOURS = 48;

export type TransitTime = { unit: 'hours' | 'days'; count: number };

/** How a service's transit time reads: hours up to 48, whole days (rounded up) beyond. */
export const transitTimeOf = (hours: number): TransitTime =>
  hours > LONGEST_IN_HOURS
    ? { unit: 'days', count: Math.ceil(hours / HOURS_A_DAY) }
    : { unit: 'hours', count: hours };
