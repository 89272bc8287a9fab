import type { RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toRecipient } from './recipient-dto.ts';
import { recipientsRepository } from './recipients.repository.ts';

export const updateRecipient = async (
  db: Db,
  input: { clientId: string; id: string; recipient: RecipientValues },
) => {
  const row = await recipientsRepository.update(db, input.clientId, input.id, input.recipient);
  if (!row) throw notFound();
  return toRecipient(row);
};
