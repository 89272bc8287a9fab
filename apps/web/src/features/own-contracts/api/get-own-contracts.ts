import type { OwnContractModelsResponse } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { ownContractKeys } from './own-contract-keys.ts';

export const getOwnContracts = (signal?: AbortSignal) =>
  apiRequest<OwnContractModelsResponse>('/own-contracts', { signal });

export const ownContractsQueryOptions = () =>
  queryOptions({ queryKey: ownContractKeys.all, queryFn: ({ signal }) => getOwnContracts(signal) });

/** The carriers that take own contracts, with the client's contracts and their services. */
export const useOwnContracts = () => useQuery(ownContractsQueryOptions());
