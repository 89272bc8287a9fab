import { DEFAULT_TIME_ZONE, TIME_ZONE_UNKNOWN } from '@shipdeck/domain/user/time-zone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { selectUser, updateUserRow } from './users.repository.ts';

/** Whether the database can count days in the zone too (its zone data may lag the browser's). */
const isKnownToDatabase = async (db: Db, timeZone: string) => {
  try {
    await db.execute(sql`SELECT now() AT TIME ZONE ${timeZone}`);
    return true;
  } catch {
    return false;
  }
};

/** Stores the zone the user's browser reports; days the user reads (analytics) are counted in it. */
export const updateUserTimeZone = async (
  db: Db,
  scope: { clientId: string; userId: string },
  timeZone: string,
): Promise<{ timeZone: string }> => {
  if (!(await isKnownToDatabase(db, timeZone)))
    throw badRequest({ code: 'ValueNotAllowedField', messageKey: TIME_ZONE_UNKNOWN, field: 'timeZone' });
  const row = await updateUserRow(db, scope, { timeZone });
  if (!row) throw notFound();
  return { timeZone };
};

/** The zone the user reads days in: the one the browser reported, UTC before it did. */
export const getUserTimeZone = async (db: Db, scope: { clientId: string; userId: string }) =>
  (await selectUser(db, scope))?.timeZone ?? DEFAULT_TIME_ZONE;
