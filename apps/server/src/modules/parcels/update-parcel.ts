import type { ParcelValues } from '@shipdeck/domain/parcels/parcel.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toParcelFields, toSavedParcel } from './parcel-dto.ts';
import { parcelsRepository } from './parcels.repository.ts';

/** Replaces a parcel's name and measures; `isDefault: true` also makes it the default. */
export const updateParcel = (db: Db, input: { clientId: string; id: string; parcel: ParcelValues }) =>
  db.transaction(async (tx) => {
    await parcelsRepository.lockClient(tx, input.clientId);
    const row = await parcelsRepository.update(tx, input.clientId, input.id, toParcelFields(input.parcel));
    if (!row) throw notFound();
    if (input.parcel.isDefault && !row.isDefault) {
      await parcelsRepository.setDefault(tx, input.clientId, row.id);
      return toSavedParcel({ ...row, isDefault: true });
    }
    return toSavedParcel(row);
  });
