import type { LinkOwnContractServicesRequest } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { ownContractKeys } from './own-contract-keys.ts';

export const updateOwnContractServices = ({
  contractId,
  ...body
}: LinkOwnContractServicesRequest & { contractId: string }) =>
  apiRequest<{ contractId: string; serviceIds: string[] }>(
    `/own-contracts/${encodeURIComponent(contractId)}/services`,
    { method: 'PUT', body },
  );

export const useUpdateOwnContractServices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnContractServices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownContractKeys.all }),
  });
};
