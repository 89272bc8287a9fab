import type { RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import { ADDRESS_LIMIT_EXCEEDED_KEY, MAX_RECIPIENTS } from '@shipdeck/domain/addresses/address-limits';
import type { Db } from '../../platform/db/database.ts';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import { toRecipient } from './recipient-dto.ts';
import { recipientsRepository } from './recipients.repository.ts';

/** Adds an address-book entry unless the book is full (409 LimitExceeded). */
export const createRecipient = (db: Db, input: { clientId: string; recipient: RecipientValues }) =>
  db.transaction(async (tx) => {
    await recipientsRepository.lockClient(tx, input.clientId);
    if ((await recipientsRepository.count(tx, input.clientId)) >= MAX_RECIPIENTS)
      throw limitExceeded(ADDRESS_LIMIT_EXCEEDED_KEY);
    return toRecipient(await recipientsRepository.insert(tx, input.clientId, input.recipient));
  });
