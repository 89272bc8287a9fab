import type { Ticket, TicketMessage } from '@shipdeck/domain/support/support.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export type TicketWithMessages = { ticket: Ticket; messages: TicketMessage[] };

export const getTicket = async (id: string, signal?: AbortSignal): Promise<TicketWithMessages> => {
  const path = `/support/tickets/${encodeURIComponent(id)}`;
  const [ticket, { messages }] = await Promise.all([
    apiRequest<Ticket>(path, { signal }),
    apiRequest<{ messages: TicketMessage[] }>(`${path}/messages`, { signal }),
  ]);
  return { ticket, messages };
};

/** One ticket with its chat. */
export const useTicket = (id: string) =>
  useQuery({ queryKey: supportKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
