import { ArchiveRetention } from '../archive-settings.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A month of retention is 30 days, so every month archives the same span whatever its length. */
const RETENTION_DAYS: Record<Exclude<ArchiveRetention, 'NEVER'>, number> = {
  [ArchiveRetention.OneWeek]: 7,
  [ArchiveRetention.TwoWeeks]: 14,
  [ArchiveRetention.Month]: 30,
};

/**
 * The instant before which a shipment's last change makes it due for the archive, as of `asOf`;
 * null when the retention is NEVER (nothing is archived).
 */
export const archiveCutoff = (retention: ArchiveRetention, asOf: Date): Date | null =>
  retention === ArchiveRetention.Never ? null : new Date(asOf.getTime() - RETENTION_DAYS[retention] * DAY_MS);
