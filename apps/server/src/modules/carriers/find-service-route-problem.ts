import { routePlaceOf } from '@shipdeck/domain/geo/postcode-formats';
import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import {
  type CollectionDayMessage,
  collectionDayProblemOf,
} from '@shipdeck/domain/shipments/rules/collection-day-choice';
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
  const { carriers, service, parcels, now } = options;
  const from = routePlaceOf(options.from);
  const to = routePlaceOf(options.to);
  if (!service || !from || !to || parcels.length === 0) return null;
  // A service on the seller's own contract goes where the carrier's service goes.
  const { serviceId } = parseContractServiceId(service.id);
  const found = carriers.searchServices({
    from,
    to,
    packages: parcels.map(({ weight, length, width, height }) => ({ weight, length, width, height })),
    offer: ROUTE_ONLY_OFFER,
    now,
    serviceId,
  });
  return found.some((candidate) => candidate.id === serviceId) ? null : SERVICE_NOT_ON_ROUTE;
};

/**
 * The collection day a draft chose, as its service takes it: the carrier's time window on that day
 * (`{ from: '09:00', to: '14:00' }`), or why the service does not take it (`collectionDayProblemOf`,
 * against the same days the collection-date picker and the order's booking check read). Neither
 * when the draft has no day, or its day cannot be checked yet (no service, incomplete route, a
 * route the service does not serve).
 */
export const findCollectionDay = (options: {
  carriers: CarrierProvider;
  service: ShipmentService | null | undefined;
  collectionDate: string | null | undefined;
  from: ShipmentAddress;
  to: ShipmentAddress;
  parcels: readonly ShipmentParcel[];
  now: Date;
}): { window: { from: string; to: string } | null; problem: CollectionDayMessage | null } => {
  const { carriers, service, collectionDate, parcels, now } = options;
  const from = routePlaceOf(options.from);
  const to = routePlaceOf(options.to);
  const answer =
    collectionDate && service && !service.dropOffOrigin && from && to && parcels.length > 0
      ? carriers.collectionDates({
          serviceId: parseContractServiceId(service.id).serviceId,
          from,
          to,
          packages: parcels.map(({ weight, length, width, height }) => ({ weight, length, width, height })),
          offer: ROUTE_ONLY_OFFER,
          now,
        })
      : null;
  const dates = answer?.ok ? answer.value.dates : null;
  const day = dates?.find((candidate) => candidate.date === collectionDate);
  return {
    window: day ? { from: day.from, to: day.to } : null,
    problem: collectionDayProblemOf({
      chosenDate: collectionDate,
      service,
      offeredDates: dates ? dates.map((candidate) => candidate.date) : null,
    }),
  };
};
