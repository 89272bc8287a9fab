import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { type AddressBookFilters, findAddresses } from '../address-book/index.ts';
import { recipientBook } from './recipient-book.ts';

/** Enough for any picker; a seller narrows by typing a city or a postcode. */
const SAVED_RECIPIENTS_LIMIT = 100;

/** The book entries that fit the checkout's destination (country, city, postcode), by alias. */
export const findSavedRecipients = (
  db: Db,
  input: { clientId: string; filters: Omit<AddressBookFilters, 'alias'> },
): Promise<Recipient[]> =>
  findAddresses(db, {
    kind: recipientBook,
    clientId: input.clientId,
    filters: input.filters,
    limit: SAVED_RECIPIENTS_LIMIT,
  });
