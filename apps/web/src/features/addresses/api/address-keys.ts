import type {
  RecipientListQuery,
  SavedRecipientsQuery,
} from '@shipdeck/domain/addresses/recipient-query.schema';

/** Query keys of the address area (one factory per resource). */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  lists: () => [...warehouseKeys.all, 'list'] as const,
};

export const recipientKeys = {
  all: ['recipients'] as const,
  lists: () => [...recipientKeys.all, 'list'] as const,
  list: (query: RecipientListQuery) => [...recipientKeys.lists(), query] as const,
  saved: (query: SavedRecipientsQuery) => [...recipientKeys.all, 'saved', query] as const,
};

export const postalCodeKeys = {
  all: ['postal-codes'] as const,
  search: (alpha2Code: string, q: string) => [...postalCodeKeys.all, alpha2Code, q] as const,
};
