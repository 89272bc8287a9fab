import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { toRecipient } from './recipient-dto.ts';
import { type RecipientFilters, recipientsRepository } from './recipients.repository.ts';

/** Enough for any picker; a seller narrows by typing a city or a postcode. */
const SAVED_RECIPIENTS_LIMIT = 100;

/** The book entries that fit the checkout's destination (country, city, postcode), by alias. */
export const findSavedRecipients = async (
  db: Db,
  input: { clientId: string; filters: Omit<RecipientFilters, 'alias'> },
): Promise<Recipient[]> => {
  const rows = await recipientsRepository.findPage(db, input.clientId, input.filters, {
    limit: SAVED_RECIPIENTS_LIMIT,
    offset: 0,
  });
  return rows.map(toRecipient);
};
