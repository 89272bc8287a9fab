import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { weightCorrectionDays, weightCorrections } from './weight-corrections.tables.ts';

export type WeightCorrectionRecord = {
  clientId: string;
  shipmentId: string;
  carrierId: string;
  serviceId: string;
  declaredKg: number;
  measuredKg: number;
  /** Minor units before tax. */
  extraCost: number;
  correctedAt: Date;
};

/**
 * Records a carrier's weight correction of a shipment in the caller's transaction, and moves the
 * seller's day counts. Once per shipment: a correction reported again counts nothing. A service on the
 * seller's own contract counts under the catalogue service it runs. Nothing is charged here.
 */
export const recordWeightCorrection = async (tx: Db, correction: WeightCorrectionRecord) => {
  const serviceId = parseContractServiceId(correction.serviceId).serviceId;
  const inserted = await tx
    .insert(weightCorrections)
    .values({ ...correction, serviceId })
    .onConflictDoNothing({ target: weightCorrections.shipmentId })
    .returning({ id: weightCorrections.shipmentId });
  if (inserted.length === 0) return false;
  await tx
    .insert(weightCorrectionDays)
    .values({
      clientId: correction.clientId,
      day: correction.correctedAt.toISOString().slice(0, 10),
      carrierId: correction.carrierId,
      serviceId,
      corrections: 1,
      extraCost: correction.extraCost,
    })
    .onConflictDoUpdate({
      target: [
        weightCorrectionDays.clientId,
        weightCorrectionDays.day,
        weightCorrectionDays.carrierId,
        weightCorrectionDays.serviceId,
      ],
      set: {
        corrections: sql`${weightCorrectionDays.corrections} + 1`,
        extraCost: sql`${weightCorrectionDays.extraCost} + ${correction.extraCost}`,
      },
    });
  return true;
};
