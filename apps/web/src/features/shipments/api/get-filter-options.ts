import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';

type Kind = 'sources' | 'carriers';

/** Source codes or carrier names present in an inbox, for the filters panel. */
export const getFilterOptions = (kind: Kind, inbox: Inbox, signal?: AbortSignal) =>
  apiRequest<string[]>(`/shipments/${kind}?inbox=${inbox}`, { signal });

export const filterOptionsQueryOptions = (kind: Kind, inbox: Inbox) =>
  queryOptions({
    queryKey: shipmentKeys.filterOptions(kind, inbox),
    queryFn: ({ signal }) => getFilterOptions(kind, inbox, signal),
  });

export const useFilterOptions = (kind: Kind, inbox: Inbox, isEnabled: boolean) =>
  useQuery({ ...filterOptionsQueryOptions(kind, inbox), enabled: isEnabled });
