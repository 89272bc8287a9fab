import {
  MAX_SAVED_PARCELS,
  PARCEL_LIMIT_EXCEEDED_KEY,
  type ParcelValues,
} from '@shipdeck/domain/parcels/parcel.schema';
import type { Db } from '../../platform/db/database.ts';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import { toParcelFields, toSavedParcel } from './parcel-dto.ts';
import { parcelsRepository } from './parcels.repository.ts';

/** Saves a parcel unless the client has the maximum (409 LimitExceeded); the first becomes the default. */
export const createParcel = (db: Db, input: { clientId: string; parcel: ParcelValues }) =>
  db.transaction(async (tx) => {
    await parcelsRepository.lockClient(tx, input.clientId);
    const existing = await parcelsRepository.count(tx, input.clientId);
    if (existing >= MAX_SAVED_PARCELS) throw limitExceeded(PARCEL_LIMIT_EXCEEDED_KEY);
    const isFirst = existing === 0;
    const row = await parcelsRepository.insert(tx, input.clientId, toParcelFields(input.parcel), isFirst);
    if (input.parcel.isDefault && !isFirst) {
      await parcelsRepository.setDefault(tx, input.clientId, row.id);
      return toSavedParcel({ ...row, isDefault: true });
    }
    return toSavedParcel(row);
  });
