import type { TicketStatus } from '@shipdeck/domain/support/support.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { searchOf } from './search-params.ts';
import { supportKeys } from './support-keys.ts';

type Existing = { ticket: { id: string; status: TicketStatus } | null };

export const getExistingTicket = (shipmentReference: string, type: string, signal?: AbortSignal) =>
  apiRequest<Existing>(`/support/tickets/existing${searchOf({ shipmentReference, type })}`, { signal });

/** An open ticket of this type for this shipment (the existing-ticket notice); asks once a reference is typed. */
export const useExistingTicket = (shipmentReference: string, type: string) =>
  useQuery({
    queryKey: supportKeys.existing(shipmentReference, type),
    queryFn: ({ signal }) => getExistingTicket(shipmentReference, type, signal),
    enabled: shipmentReference.length > 0,
  });
