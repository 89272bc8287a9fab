import { EventType } from '@shipdeck/domain/events/event-types';
import type { DeferredPayment } from '@shipdeck/domain/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { deferredPaymentKeys } from './billing-keys.ts';

export const getDeferredPayment = (signal?: AbortSignal) =>
  apiRequest<DeferredPayment>('/billing/deferred-payment', { signal });

export const deferredPaymentQueryOptions = () =>
  queryOptions({
    queryKey: deferredPaymentKeys.detail(),
    queryFn: ({ signal }) => getDeferredPayment(signal),
    retry: false,
  });

/** Whether the payment tab shows, the instrument behind deferred payment and whether direct debit is offered. */
export const useDeferredPayment = () => useQuery(deferredPaymentQueryOptions());

/** A method saved elsewhere (another tab, another user of the client) refreshes the payment tab. */
export const useDeferredPaymentLiveUpdates = () =>
  useEffect(
    () =>
      onRealtimeEvent(EventType.PaymentMethodUpsert, (_event, queryClient) => {
        void queryClient.invalidateQueries({ queryKey: deferredPaymentKeys.all });
      }),
    [],
  );
