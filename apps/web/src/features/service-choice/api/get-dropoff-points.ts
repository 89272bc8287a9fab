import type { DropoffPointsResponse } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentAddress, ShipmentParcel } from '@shipdeck/domain/shipments/shipment.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { serviceChoiceKeys } from './service-choice-keys.ts';

type ParcelSize = Pick<ShipmentParcel, 'weight' | 'length' | 'width' | 'height'>;

/** Points of a service near a place; the parcels go along so points that cannot take them are left out. */
export type DropoffPointsNear = {
  serviceId: string;
  country: string;
  zip: string;
  parcels: readonly ParcelSize[];
};

/** The points of a service near one end of a shipment (its sender's or its recipient's postcode). */
export const pointsNear = (
  serviceId: string,
  place: Pick<ShipmentAddress, 'alpha2Code' | 'zipCode'>,
  parcels: readonly ParcelSize[],
): DropoffPointsNear => ({ serviceId, country: place.alpha2Code ?? '', zip: place.zipCode ?? '', parcels });

const PARCEL_FIELDS = ['weight', 'length', 'width', 'height'] as const;

/** The search as the server reads it: `parcelsDimensions[0][weight]=2.5&…`. */
export const dropoffPointsSearch = (near: DropoffPointsNear) => {
  const search = new URLSearchParams({ serviceId: near.serviceId, country: near.country, zip: near.zip });
  near.parcels.forEach((parcel, index) => {
    for (const field of PARCEL_FIELDS)
      search.set(`parcelsDimensions[${index}][${field}]`, String(parcel[field]));
  });
  return search.toString();
};

export const getDropoffPoints = (near: DropoffPointsNear, signal?: AbortSignal) =>
  apiRequest<DropoffPointsResponse>(`/dropoff-points?${dropoffPointsSearch(near)}`, { signal });

export const dropoffPointsQueryOptions = (near: DropoffPointsNear) =>
  queryOptions({
    queryKey: serviceChoiceKeys.dropoffPoints(dropoffPointsSearch(near)),
    queryFn: ({ signal }) => getDropoffPoints(near, signal),
    retry: false,
  });

/** A service's drop-off or pick-up points near a postcode that take the shipment's parcels. */
export const useDropoffPoints = (near: DropoffPointsNear | null) =>
  useQuery({
    ...dropoffPointsQueryOptions(near ?? { serviceId: '', country: '', zip: '', parcels: [] }),
    enabled: near !== null,
    select: (data) => data.points,
  });
