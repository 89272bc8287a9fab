import { isVolumeBand } from '@shipdeck/domain/volume-discounts/rules/volume-bands';
import type { VolumeEstimateRequest } from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { volumeDiscountsRepository } from './volume-discounts.repository.ts';

/** Records the band of monthly shipments the client expects; the band must be one of the offered ones. */
export const createVolumeEstimate = async (
  db: Db,
  input: { clientId: string; estimate: VolumeEstimateRequest },
): Promise<void> => {
  if (!isVolumeBand(input.estimate.band))
    throw badRequest({
      code: 'ValueNotAllowedField',
      messageKey: 'form.error.value-not-allowed',
      field: 'band',
    });
  await volumeDiscountsRepository.saveEstimate(db, { clientId: input.clientId, band: input.estimate.band });
};
