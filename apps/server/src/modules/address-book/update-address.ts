import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AddressBookKind, AddressBookValues } from './address-book.kind.ts';
import { addressBookRepository, defaultFlagRepository } from './address-book.repository.ts';

/**
 * Replaces an entry's address (404 when it is not the client's). In a kind that keeps a default,
 * `isDefault: true` also makes it the default; false is ignored: a default is moved, not removed.
 */
export const updateAddress = <Entry extends SavedAddress>(
  db: Db,
  input: { kind: AddressBookKind<Entry>; clientId: string; id: string; values: AddressBookValues },
): Promise<Entry> =>
  db.transaction(async (tx) => {
    const { kind, clientId } = input;
    const repository = addressBookRepository(kind);
    await repository.lockClient(tx, clientId);
    const { isDefault, ...fields } = input.values;
    const row = await repository.update(tx, clientId, input.id, fields);
    if (!row) throw notFound();
    if (!kind.keepsOneDefault || !isDefault || row.isDefault) return kind.toEntry(row);
    await defaultFlagRepository(kind.table).setDefault(tx, clientId, row.id);
    return kind.toEntry({ ...row, isDefault: true });
  });
