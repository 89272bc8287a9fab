import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { DefaultingAddressBookKind } from './address-book.kind.ts';
import { addressBookRepository, defaultFlagRepository } from './address-book.repository.ts';
import { findAddresses } from './find-addresses.ts';

/** Makes one entry the default and answers the whole list, so every picker sees the change. */
export const setDefaultAddress = <Entry extends SavedAddress>(
  db: Db,
  input: { kind: DefaultingAddressBookKind<Entry>; clientId: string; id: string },
): Promise<Entry[]> =>
  db.transaction(async (tx) => {
    const { kind, clientId } = input;
    const repository = addressBookRepository(kind);
    await repository.lockClient(tx, clientId);
    const row = await repository.findOne(tx, clientId, input.id);
    if (!row) throw notFound();
    await defaultFlagRepository(kind.table).setDefault(tx, clientId, row.id);
    return findAddresses(tx, { kind, clientId });
  });
