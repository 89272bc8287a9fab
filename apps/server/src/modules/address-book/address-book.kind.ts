import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { AddressBookRow, AddressBookTable, DefaultingAddressBookTable } from './address-book.columns.ts';

type KindBase<Entry extends SavedAddress> = {
  /** The kind's name: its route path (`/recipients`), OpenAPI tag and lock namespace. */
  name: string;
  /** How many entries one client may keep; the next create answers 409 LimitExceeded. */
  maxEntries: number;
  /** Message key of that 409 answer. */
  limitExceededKey: string;
  /** Oldest first (a short list every picker shows whole) or by alias in any case (a long, paged book). */
  order: 'oldest' | 'alias';
  /** The entry as the API answers it. */
  toEntry: (row: AddressBookRow) => Entry;
};

/** A kind without a default entry (the recipient book). */
export type PlainAddressBookKind<Entry extends SavedAddress = SavedAddress> = KindBase<Entry> & {
  keepsOneDefault: false;
  table: AddressBookTable;
};

/** A kind that keeps exactly one default entry while it has any: the first one, then the one the seller picks. */
export type DefaultingAddressBookKind<Entry extends SavedAddress = SavedAddress> = KindBase<Entry> & {
  keepsOneDefault: true;
  table: DefaultingAddressBookTable;
};

/**
 * What makes one address-book kind differ from another. Everything else (the fields, their
 * validation, the per-client limit under concurrent writes, 404 for another client's entry) is the
 * same for every kind and lives once in this module.
 */
export type AddressBookKind<Entry extends SavedAddress = SavedAddress> =
  | PlainAddressBookKind<Entry>
  | DefaultingAddressBookKind<Entry>;

/** The fields a create or update writes; `isDefault: true` also makes the entry the default. */
export type AddressBookValues = {
  alias: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  phone: string;
  street1: string;
  street2: string | null;
  alpha2Code: string;
  zipCode: string;
  city: string | null;
  state: string | null;
  postalCodeId: string | null;
  isDefault?: boolean;
};
