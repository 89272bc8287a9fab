import type { InsureResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export const insureShipments = (references: readonly string[]) =>
  apiRequest<InsureResponse>('/shipments/insure', { method: 'POST', body: { references } });

/** Insures the shipments for their content value; the payment's prices are asked again after. */
export const useInsureShipments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insureShipments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkPaymentKeys.all }),
  });
};
