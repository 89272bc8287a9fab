import type { PayableResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export const getPayable = (references: readonly string[], signal?: AbortSignal) =>
  apiRequest<PayableResponse>(
    `/shipments/payable?${new URLSearchParams({ references: references.join(',') })}`,
    { signal },
  );

export const payableQueryOptions = (references: readonly string[]) =>
  queryOptions({
    queryKey: bulkPaymentKeys.payable(references),
    queryFn: ({ signal }) => getPayable(references, signal),
    retry: false,
    // What can be paid changes with every purchase: ask again each time the payment opens.
    staleTime: 0,
  });

/** Pay from draft: which of the selected drafts an order can buy now, and why not the rest. */
export const usePayable = (references: readonly string[]) =>
  useQuery({ ...payableQueryOptions(references), enabled: references.length > 0 });
