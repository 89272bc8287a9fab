import type { ShipmentsVoucherResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export const applyVoucher = (input: { references: readonly string[]; voucher: string | null }) =>
  apiRequest<ShipmentsVoucherResponse>('/shipments/voucher', { method: 'PUT', body: input });

/** Applies one voucher to the shipments of the order (or removes it); their prices are asked again after. */
export const useApplyVoucher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkPaymentKeys.prices }),
  });
};
