import type { RecipientPage } from '@shipdeck/domain/addresses/recipient-query.schema';
import type { Db } from '../../platform/db/database.ts';
import { toRecipient } from './recipient-dto.ts';
import { type RecipientFilters, recipientsRepository } from './recipients.repository.ts';

/** One page of the address book, sorted by alias, with the totals the pager needs. */
export const findRecipients = async (
  db: Db,
  input: { clientId: string; page: number; size: number; filters: RecipientFilters },
): Promise<RecipientPage> => {
  const totalElements = await recipientsRepository.count(db, input.clientId, input.filters);
  const rows = await recipientsRepository.findPage(db, input.clientId, input.filters, {
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return {
    content: rows.map(toRecipient),
    pagination: {
      currentPage: input.page,
      totalElements,
      totalPages: Math.ceil(totalElements / input.size),
    },
  };
};
