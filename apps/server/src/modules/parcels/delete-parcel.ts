import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { parcelsRepository } from './parcels.repository.ts';

/** Removes a parcel; when it was the default, the oldest remaining one becomes the default. */
export const deleteParcel = (db: Db, input: { clientId: string; id: string }) =>
  db.transaction(async (tx) => {
    await parcelsRepository.lockClient(tx, input.clientId);
    const row = await parcelsRepository.delete(tx, input.clientId, input.id);
    if (!row) throw notFound();
    if (!row.isDefault) return;
    const [next] = await parcelsRepository.findAll(tx, input.clientId);
    if (next) await parcelsRepository.setDefault(tx, input.clientId, next.id);
  });
