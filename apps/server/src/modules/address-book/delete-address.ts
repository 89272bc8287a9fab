import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AddressBookKind } from './address-book.kind.ts';
import { addressBookRepository, defaultFlagRepository } from './address-book.repository.ts';

/**
 * Removes an entry (404 when it is not the client's). In a kind that keeps a default, deleting the
 * default makes the oldest remaining entry the default.
 */
export const deleteAddress = (db: Db, input: { kind: AddressBookKind; clientId: string; id: string }) =>
  db.transaction(async (tx) => {
    const { kind, clientId } = input;
    const repository = addressBookRepository(kind);
    await repository.lockClient(tx, clientId);
    const row = await repository.delete(tx, clientId, input.id);
    if (!row) throw notFound();
    if (!kind.keepsOneDefault || !row.isDefault) return;
    const next = await repository.findOldest(tx, clientId);
    if (next) await defaultFlagRepository(kind.table).setDefault(tx, clientId, next.id);
  });
