import type { RegisterOwnContractRequest } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { ownContractKeys } from './own-contract-keys.ts';

export const registerOwnContract = (body: RegisterOwnContractRequest) =>
  apiRequest<{ contractId: string }>('/own-contracts', { method: 'POST', body });

export const useRegisterOwnContract = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerOwnContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownContractKeys.all }),
  });
};
