import { EventType } from '@shipdeck/domain/events/event-types';
import { INVOICES_PAGE_SIZE, type InvoicesPage } from '@shipdeck/domain/invoices/invoices.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** One page of the client's invoices; `page` counts from 0, as the API does. */
export const getInvoices = (page: number, signal?: AbortSignal) =>
  apiRequest<InvoicesPage>(`/invoices?page=${page}&size=${INVOICES_PAGE_SIZE}`, { signal });

export const invoicesQueryOptions = (page: number) =>
  queryOptions({ queryKey: invoiceKeys.list(page), queryFn: ({ signal }) => getInvoices(page, signal) });

/** The page of invoices; the previous page stays on screen while the next one loads. */
export const useInvoices = (page: number) =>
  useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });

/** A document issued while the tab is open (a payment, a refund) shows in the list without a reload. */
export const useInvoicesLiveUpdates = () =>
  useEffect(
    () =>
      onRealtimeEvent(EventType.InvoiceIssued, (_event, queryClient) => {
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      }),
    [],
  );
