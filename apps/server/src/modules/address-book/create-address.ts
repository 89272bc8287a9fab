import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import type { AddressBookKind, AddressBookValues } from './address-book.kind.ts';
import { addressBookRepository, defaultFlagRepository } from './address-book.repository.ts';

/**
 * Adds an entry unless the client already keeps the kind's maximum (409 LimitExceeded). In a kind
 * that keeps a default, the first entry becomes the default, so a client with entries always has one,
 * and `isDefault: true` moves the default to the new entry.
 */
export const createAddress = <Entry extends SavedAddress>(
  db: Db,
  input: { kind: AddressBookKind<Entry>; clientId: string; values: AddressBookValues },
): Promise<Entry> =>
  db.transaction(async (tx) => {
    const { kind, clientId } = input;
    const repository = addressBookRepository(kind);
    await repository.lockClient(tx, clientId);
    const existing = await repository.count(tx, clientId);
    if (existing >= kind.maxEntries) throw limitExceeded(kind.limitExceededKey);
    const { isDefault, ...fields } = input.values;
    if (!kind.keepsOneDefault) return kind.toEntry(await repository.insert(tx, clientId, fields));

    const isFirst = existing === 0;
    const row = await repository.insert(tx, clientId, fields, { isDefault: isFirst });
    if (!isDefault || isFirst) return kind.toEntry(row);
    await defaultFlagRepository(kind.table).setDefault(tx, clientId, row.id);
    return kind.toEntry({ ...row, isDefault: true });
  });
