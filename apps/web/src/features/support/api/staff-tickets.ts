import type {
  ClaimDecisionRequest,
  StaffTicket,
  TicketMessage,
  TicketStatus,
  TicketsQuery,
} from '@shipdeck/domain/support/support.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { searchOf } from './search-params.ts';
import { supportKeys } from './support-keys.ts';

type StaffPage = {
  items: StaffTicket[];
  pagination: { currentPage: number; totalPages: number; totalElements: number };
};

/** Staff console: every client's tickets. */
export const useStaffTickets = (query: Partial<TicketsQuery>) =>
  useQuery({
    queryKey: supportKeys.staffList(query),
    queryFn: ({ signal }) => apiRequest<StaffPage>(`/support/staff/tickets${searchOf(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffTicket = (id: string | null) =>
  useQuery({
    queryKey: supportKeys.staffDetail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ ticket: StaffTicket; messages: TicketMessage[] }>(`/support/staff/tickets/${id}`, {
        signal,
      }),
    enabled: Boolean(id),
  });

const useStaffMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
};

export const useUpdateTicketStatus = () =>
  useStaffMutation((input: { id: string; status: TicketStatus }) =>
    apiRequest<void>(`/support/staff/tickets/${input.id}`, {
      method: 'PATCH',
      body: { status: input.status },
    }),
  );

export const useDecideClaim = () =>
  useStaffMutation((input: { id: string; body: ClaimDecisionRequest }) =>
    apiRequest<void>(`/support/staff/tickets/${input.id}/decision`, { method: 'POST', body: input.body }),
  );
