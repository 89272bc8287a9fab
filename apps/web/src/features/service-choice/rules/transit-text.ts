/** A transit longer than 48 hours is shown in days. */
export const transitText = (hours: number): { unit: 'hours' | 'days'; count: number } =>
  hours > 48 ? { unit: 'days', count: Math.ceil(hours / 24) } : { unit: 'hours', count: hours };
