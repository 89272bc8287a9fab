import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import { ADDRESS_LIMIT_EXCEEDED_KEY, MAX_RECIPIENTS } from '@shipdeck/domain/addresses/address-limits';
import { type PlainAddressBookKind, toSavedAddress } from '../address-book/index.ts';
import { recipientAddresses } from './recipients.tables.ts';

/** The recipient address book: up to 500 entries, listed by alias a page at a time, no default. */
export const recipientBook: PlainAddressBookKind<Recipient> = {
  name: 'recipients',
  table: recipientAddresses,
  maxEntries: MAX_RECIPIENTS,
  limitExceededKey: ADDRESS_LIMIT_EXCEEDED_KEY,
  order: 'alias',
  keepsOneDefault: false,
  toEntry: toSavedAddress,
};
