import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { AddressBookRow } from './address-book.columns.ts';

/** The fields every kind answers; a kind adds its own (a warehouse its default flag). */
export const toSavedAddress = (row: AddressBookRow): SavedAddress => ({
  id: row.id,
  alias: row.alias,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  email: row.email,
  phone: row.phone,
  street1: row.street1,
  street2: row.street2,
  alpha2Code: row.alpha2Code,
  zipCode: row.zipCode,
  city: row.city,
  state: row.state,
  postalCodeId: row.postalCodeId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
