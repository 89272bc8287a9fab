import {
  type CorrectionDay,
  correctionWindowStart,
} from '@shipdeck/domain/carriers/rules/weight-correction-history';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { weightCorrectionDays } from './weight-corrections.tables.ts';

/** The seller's weight corrections per carrier service and day in the window that ends on `today` (one index range). */
export const findCorrectionHistory = (
  db: Db,
  input: { clientId: string; today: string },
): Promise<CorrectionDay[]> =>
  db
    .select({
      carrierId: weightCorrectionDays.carrierId,
      serviceId: weightCorrectionDays.serviceId,
      day: weightCorrectionDays.day,
      corrections: weightCorrectionDays.corrections,
      extraCost: weightCorrectionDays.extraCost,
    })
    .from(weightCorrectionDays)
    .where(
      and(
        eq(weightCorrectionDays.clientId, input.clientId),
        gte(weightCorrectionDays.day, correctionWindowStart(input.today)),
      ),
    );
