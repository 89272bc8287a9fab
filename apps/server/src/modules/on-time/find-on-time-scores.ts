import {
  type OnTimeScore,
  onTimeScoreOf,
  sharedOnTimeScoreOf,
} from '@shipdeck/domain/carriers/rules/on-time-score';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { laneOnTime, laneOnTimeShared } from './on-time.tables.ts';
import { isSharing } from './set-sharing.ts';

export type LaneScores = { own?: OnTimeScore; shared?: OnTimeScore };

/**
 * The caller's on-time scores on one lane by catalogue service id, and the all-clients ones when the
 * caller shares its own data; scores below their minimum left out. Read from the running counts.
 */
export const findOnTimeScores = async (
  db: Db,
  input: { clientId: string; fromCountry: string; toCountry: string },
): Promise<Map<string, LaneScores>> => {
  const lane = { fromCountry: input.fromCountry, toCountry: input.toCountry };
  const rows = await db
    .select()
    .from(laneOnTime)
    .where(
      and(
        eq(laneOnTime.clientId, input.clientId),
        eq(laneOnTime.fromCountry, lane.fromCountry),
        eq(laneOnTime.toCountry, lane.toCountry),
      ),
    );
  const scores = new Map<string, LaneScores>();
  for (const row of rows) {
    const own = onTimeScoreOf(row);
    if (own) scores.set(row.serviceId, { own });
  }
  if (!(await isSharing(db, input.clientId))) return scores;
  const sharedRows = await db
    .select()
    .from(laneOnTimeShared)
    .where(
      and(eq(laneOnTimeShared.fromCountry, lane.fromCountry), eq(laneOnTimeShared.toCountry, lane.toCountry)),
    );
  for (const row of sharedRows) {
    const shared = sharedOnTimeScoreOf(row);
    if (shared) scores.set(row.serviceId, { ...scores.get(row.serviceId), shared });
  }
  return scores;
};
