import type { ThirdPartyPreferences } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentAddress, ShipmentParcel } from '@shipdeck/domain/shipments/shipment.schema';

type Place = Pick<ShipmentAddress, 'alpha2Code' | 'zipCode'>;

/**
 * The bracket query the carrier endpoints read (`from[country]=ES&packages[0][weight]=2`), from a
 * draft's origin, destination and parcels.
 */
export const routeQuery = (input: { from: Place; to: Place; parcels: readonly ShipmentParcel[] }): string => {
  const params = new URLSearchParams();
  params.set('from[country]', input.from.alpha2Code ?? '');
  params.set('from[zip]', input.from.zipCode ?? '');
  params.set('to[country]', input.to.alpha2Code ?? '');
  params.set('to[zip]', input.to.zipCode ?? '');
  input.parcels.forEach((parcel, index) => {
    params.set(`packages[${index}][weight]`, String(parcel.weight));
    params.set(`packages[${index}][length]`, String(parcel.length));
    params.set(`packages[${index}][width]`, String(parcel.width));
    params.set(`packages[${index}][height]`, String(parcel.height));
  });
  return params.toString();
};

type SearchShipment = {
  from: Place;
  to: Place;
  parcels: readonly ShipmentParcel[];
  source: string;
  thirdPartyPreferences?: ThirdPartyPreferences | null | undefined;
  /** The collection day chosen: each service's delivery estimate counts from it. */
  collectionDate?: string | null | undefined;
};

/**
 * The service search of a shipment: its route and parcels, plus where it came from and what a
 * marketplace's buyer preferred, so the search lists that service first, and the collection day
 * chosen, so delivery estimates count from it.
 */
export const serviceSearchQuery = (shipment: SearchShipment): string => {
  const params = new URLSearchParams(routeQuery(shipment));
  params.set('source', shipment.source);
  for (const [key, value] of Object.entries(shipment.thirdPartyPreferences ?? {}))
    if (value) params.set(`thirdPartyPreferences[${key}]`, value);
  if (shipment.collectionDate) params.set('collectionDate', shipment.collectionDate);
  return params.toString();
};
