import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { Pagination } from '@shipdeck/domain/addresses/recipient-query.schema';
import type { Db } from '../../platform/db/database.ts';
import type { AddressBookKind } from './address-book.kind.ts';
import { type AddressBookFilters, addressBookRepository } from './address-book.repository.ts';

type FindInput<Entry extends SavedAddress> = {
  kind: AddressBookKind<Entry>;
  clientId: string;
  filters?: AddressBookFilters;
};

/** The client's entries that match the filters, in the kind's order; `limit` caps a picker's list. */
export const findAddresses = async <Entry extends SavedAddress>(
  db: Db,
  input: FindInput<Entry> & { limit?: number },
): Promise<Entry[]> => {
  const page = input.limit === undefined ? undefined : { limit: input.limit, offset: 0 };
  const rows = await addressBookRepository(input.kind).findPage(
    db,
    input.clientId,
    input.filters ?? {},
    page,
  );
  return rows.map(input.kind.toEntry);
};

/** One page of the entries, with the totals a pager needs. */
export const findAddressPage = async <Entry extends SavedAddress>(
  db: Db,
  input: FindInput<Entry> & { page: number; size: number },
): Promise<{ content: Entry[]; pagination: Pagination }> => {
  const repository = addressBookRepository(input.kind);
  const filters = input.filters ?? {};
  const totalElements = await repository.count(db, input.clientId, filters);
  const rows = await repository.findPage(db, input.clientId, filters, {
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return {
    content: rows.map(input.kind.toEntry),
    pagination: { currentPage: input.page, totalElements, totalPages: Math.ceil(totalElements / input.size) },
  };
};

/** Whether the entry exists and is this client's: a shipment may only name its own addresses. */
export const isClientAddress = async (
  db: Db,
  input: { kind: AddressBookKind; clientId: string; id: string },
) => (await addressBookRepository(input.kind).findOne(db, input.clientId, input.id)) !== undefined;
