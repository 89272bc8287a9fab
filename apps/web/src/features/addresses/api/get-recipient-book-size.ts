import { useQuery } from '@tanstack/react-query';
import { recipientsQueryOptions } from './get-recipients.ts';

/**
 * How many entries the whole address book holds, whatever a search on screen shows: one row asked for
 * without any filter, its total read. Undefined until known.
 */
export const useRecipientBookSize = () =>
  useQuery({
    ...recipientsQueryOptions({ page: 1, size: 1 }),
    select: (page) => page.pagination.totalElements,
  }).data;
