import type { SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { parcelKeys } from './parcel-keys.ts';

export const getParcels = (signal?: AbortSignal) => apiRequest<SavedParcel[]>('/parcels', { signal });

export const parcelsQueryOptions = () =>
  queryOptions({ queryKey: parcelKeys.lists(), queryFn: ({ signal }) => getParcels(signal) });

/** The client's saved parcels, oldest first; one of them is the default. */
export const useParcels = () => useQuery(parcelsQueryOptions());
