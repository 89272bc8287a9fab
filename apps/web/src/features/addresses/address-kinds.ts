import type { Recipient, Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { MAX_RECIPIENTS, MAX_WAREHOUSES } from '@shipdeck/domain/addresses/address-limits';
import { recipientKeys, warehouseKeys } from './api/address-keys.ts';

/** The two kinds of saved address: the sender's warehouses and the recipient address book. */
export type AddressKind = 'warehouse' | 'recipient';

export type AddressOfKind<Kind extends AddressKind> = Kind extends 'warehouse' ? Warehouse : Recipient;

/**
 * What differs between the kinds on the screen and in the API; the pages, the panel, the form and
 * the save and delete flows are shared and read this.
 */
export const addressKinds = {
  warehouse: {
    path: '/warehouses',
    queryKey: warehouseKeys.all,
    max: MAX_WAREHOUSES,
    texts: 'addresses.sender',
    aliasHint: 'addresses.field.alias-hint-sender',
  },
  recipient: {
    path: '/recipients',
    queryKey: recipientKeys.all,
    max: MAX_RECIPIENTS,
    texts: 'addresses.recipient',
    aliasHint: 'addresses.field.alias-hint-recipient',
  },
} as const;
