import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findParcels } from './find-parcels.ts';
import { parcelsRepository } from './parcels.repository.ts';

/** Makes one parcel the default and answers the whole list. */
export const setDefaultParcel = (db: Db, input: { clientId: string; id: string }) =>
  db.transaction(async (tx) => {
    await parcelsRepository.lockClient(tx, input.clientId);
    if (!(await parcelsRepository.findOne(tx, input.clientId, input.id))) throw notFound();
    await parcelsRepository.setDefault(tx, input.clientId, input.id);
    return findParcels(tx, { clientId: input.clientId });
  });
