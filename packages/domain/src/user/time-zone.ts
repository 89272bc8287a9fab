import { z } from 'zod';

/** The message key of a time zone name this runtime's Intl does not know. */
export const TIME_ZONE_UNKNOWN = 'your-account.error.time-zone-unknown';

/** The zone a user who never reported one counts days in. */
export const DEFAULT_TIME_ZONE = 'UTC';

let supported: Set<string> | undefined;
const supportedZones = () => {
  supported ??= new Set([...Intl.supportedValuesOf('timeZone'), DEFAULT_TIME_ZONE]);
  return supported;
};

/**
 * Whether `name` is an IANA time zone Intl supports: one of its canonical names, or an older alias
 * (Asia/Calcutta, Europe/Kiev) that resolves to one, as browsers still report some of them.
 */
export const isSupportedTimeZone = (name: string) => {
  if (supportedZones().has(name)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return supportedZones().has(resolved);
  } catch {
    return false;
  }
};

/** PUT /user/time-zone: the zone the user's browser reports (`Intl.DateTimeFormat().resolvedOptions()`). */
export const updateTimeZoneRequestSchema = z
  .object({
    timeZone: z
      .string(TIME_ZONE_UNKNOWN)
      .max(64, TIME_ZONE_UNKNOWN)
      .refine(isSupportedTimeZone, TIME_ZONE_UNKNOWN),
  })
  .strict();
export type UpdateTimeZoneRequest = z.infer<typeof updateTimeZoneRequestSchema>;
