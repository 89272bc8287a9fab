import type { PaymentMethod } from '@shipdeck/domain/payments/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { ownContractKeys } from './own-contract-keys.ts';

export const deleteOwnContract = (contractId: string) =>
  apiRequest<{ contractId: string; paymentMethods: PaymentMethod[] }>(
    `/own-contracts/${encodeURIComponent(contractId)}`,
    { method: 'DELETE' },
  );

export const useDeleteOwnContract = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownContractKeys.all }),
  });
};
