import type { TicketsQuery } from '@shipdeck/domain/support/support.schema';

/** Query keys of the client's tickets, the support user and the staff console. */
export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (query: Partial<TicketsQuery>) => [...supportKeys.lists(), query] as const,
  details: () => [...supportKeys.all, 'detail'] as const,
  detail: (id: string) => [...supportKeys.details(), id] as const,
  existing: (shipmentReference: string, type: string) =>
    [...supportKeys.all, 'existing', shipmentReference, type] as const,
  user: () => [...supportKeys.all, 'user'] as const,
  earlierAttachments: (shipmentReference: string) =>
    [...supportKeys.all, 'earlier-attachments', shipmentReference] as const,
  staffLists: () => [...supportKeys.all, 'staff', 'list'] as const,
  staffList: (query: Partial<TicketsQuery>) => [...supportKeys.staffLists(), query] as const,
  staffDetail: (id: string) => [...supportKeys.all, 'staff', 'detail', id] as const,
  /** Outside `all`: creating a ticket must not ask for the draft again (each draft stores its proofs). */
  claimDraft: (shipmentReference: string, type: string) => ['claim-draft', shipmentReference, type] as const,
};
