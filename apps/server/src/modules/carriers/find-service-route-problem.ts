import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type {
  ShipmentAddress,
  ShipmentParcel,
  ShipmentService,
} from '@shipdeck/domain/shipments/shipment.schema';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';

/**
 * The whole network, whatever the caller's plan: this check is about the route and the parcels.
 * Whether this client may book the carrier is asked when the draft is priced and ordered.
 */
const ROUTE_ONLY_OFFER: CarrierOffer = {
  premiumCarriers: 'all',
  excludedPremiumCarriers: [],
  cashOnDelivery: false,
  showExclusivePrices: false,
  skipManagementFee: false,
  printInStore: false,
};

export const SERVICE_NOT_ON_ROUTE = 'carrier.error.service-not-offered';

/**
 * Why the draft's service cannot carry its parcels from its origin to its destination (a message
 * key), or null when it can or the draft has no complete route yet. A draft whose origin,
 * destination or parcels changed after its service was chosen is checked again here, so it is
 * never left ready to purchase with a service the carrier would refuse.
 */
export const findServiceRouteProblem = (options: {
  carriers: CarrierProvider;
  service: ShipmentService | null | undefined;
  from: ShipmentAddress;
  to: ShipmentAddress;
  parcels: readonly ShipmentParcel[];
  now: Date;
}): string | null => {
  const { carriers, service, from, to, parcels, now } = options;
  if (!service || !from.alpha2Code || !from.zipCode || !to.alpha2Code || !to.zipCode || parcels.length === 0)
    return null;
  // A service on the seller's own contract goes where the carrier's service goes.
  const { serviceId } = parseContractServiceId(service.id);
  const found = carriers.searchServices({
    from: { country: from.alpha2Code, zip: from.zipCode },
    to: { country: to.alpha2Code, zip: to.zipCode },
    packages: parcels.map(({ weight, length, width, height }) => ({ weight, length, width, height })),
    offer: ROUTE_ONLY_OFFER,
    now,
    serviceId,
  });
  return found.some((candidate) => candidate.id === serviceId) ? null : SERVICE_NOT_ON_ROUTE;
};

/**
 * The carrier's time window on the collection day a draft chose (`{ from: '09:00', to: '14:00' }`), or
 * null when the draft has no day, service or complete route, or the carrier does not collect on that day.
 */
export const findCollectionWindow = (options: {
  carriers: CarrierProvider;
  service: ShipmentService | null | undefined;
  collectionDate: string | null | undefined;
  from: ShipmentAddress;
  to: ShipmentAddress;
  parcels: readonly ShipmentParcel[];
  now: Date;
}): { from: string; to: string } | null => {
  const { carriers, service, collectionDate, from, to, parcels, now } = options;
  if (!collectionDate || !service || !from.alpha2Code || !from.zipCode || !to.alpha2Code || !to.zipCode)
    return null;
  if (parcels.length === 0) return null;
  const answer = carriers.collectionDates({
    serviceId: parseContractServiceId(service.id).serviceId,
    from: { country: from.alpha2Code, zip: from.zipCode },
    to: { country: to.alpha2Code, zip: to.zipCode },
    packages: parcels.map(({ weight, length, width, height }) => ({ weight, length, width, height })),
    offer: ROUTE_ONLY_OFFER,
    now,
  });
  const day = answer.ok
    ? answer.value.dates.find((candidate) => candidate.date === collectionDate)
    : undefined;
  return day ? { from: day.from, to: day.to } : null;
};
