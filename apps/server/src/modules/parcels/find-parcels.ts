import type { Db } from '../../platform/db/database.ts';
import { toSavedParcel } from './parcel-dto.ts';
import { parcelsRepository } from './parcels.repository.ts';

/** The client's saved parcels, oldest first. */
export const findParcels = async (db: Db, input: { clientId: string }) =>
  (await parcelsRepository.findAll(db, input.clientId)).map(toSavedParcel);
