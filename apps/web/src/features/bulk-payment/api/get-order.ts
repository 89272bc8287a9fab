import type { orderSummarySchema } from '@shipdeck/domain/orders/orders.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const getOrder = (orderReference: string, signal?: AbortSignal) =>
  apiRequest<OrderSummary>(`/orders/${encodeURIComponent(orderReference)}`, { signal });

export const orderQueryOptions = (orderReference: string) =>
  queryOptions({
    queryKey: bulkPaymentKeys.order(orderReference),
    queryFn: ({ signal }) => getOrder(orderReference, signal),
    retry: false,
  });

/** Order summary: its shipments with their state now, and the amount paid. */
export const useOrder = (orderReference: string) => useQuery(orderQueryOptions(orderReference));
