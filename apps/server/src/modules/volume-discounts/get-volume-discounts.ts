import { bandOfVolume, VOLUME_BANDS } from '@shipdeck/domain/volume-discounts/rules/volume-bands';
import type { VolumeDiscounts } from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import type { Db } from '../../platform/db/database.ts';
import { findCarrierVolumes } from '../shipments/index.ts';
import { volumeDiscountsRepository } from './volume-discounts.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A rate is the band of the last 30 days with a carrier. */
const RATE_MONTH_DAYS = 30;
/** Carriers used within a year are listed, with 'no rate' when the last month had none. */
const LISTED_CARRIER_DAYS = 365;

/** The bands, whether the client stated its volume, and its rate with each carrier it uses. */
export const getVolumeDiscounts = async (
  db: Db,
  input: { clientId: string; now?: Date },
): Promise<VolumeDiscounts> => {
  const now = (input.now ?? new Date()).getTime();
  const [estimatedBand, volumes] = await Promise.all([
    volumeDiscountsRepository.findEstimate(db, input.clientId),
    findCarrierVolumes(db, {
      clientId: input.clientId,
      usedSince: new Date(now - LISTED_CARRIER_DAYS * DAY_MS),
      countedSince: new Date(now - RATE_MONTH_DAYS * DAY_MS),
    }),
  ]);
  return {
    isEstimated: estimatedBand !== undefined,
    estimatedBand: estimatedBand ?? null,
    bands: [...VOLUME_BANDS],
    clientRates: volumes.map((volume) => ({
      carrierId: volume.carrierId,
      carrierName: volume.carrierName,
      band: bandOfVolume(volume.shipments),
    })),
  };
};
