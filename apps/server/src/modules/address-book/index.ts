/**
 * The address book shared by every kind of saved address (recipients, warehouses): the columns,
 * the per-client limit, the default entry, lists and pages, and the write routes. A kind module
 * describes what differs in an `AddressBookKind` and reaches this module only through this file.
 */
export { addressBookColumns, defaultFlagColumn } from './address-book.columns.ts';
export type { DefaultingAddressBookKind, PlainAddressBookKind } from './address-book.kind.ts';
export type { AddressBookFilters } from './address-book.repository.ts';
export {
  entryId,
  idParams,
  registerAddressWriteRoutes,
  routeConfig,
} from './address-book.routes.ts';
export { toSavedAddress } from './address-entry.ts';
export { createAddress } from './create-address.ts';
export { findAddresses, findAddressPage, isClientAddress } from './find-addresses.ts';
export { setDefaultAddress } from './set-default-address.ts';
