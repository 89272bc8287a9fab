import {
  type CollectionDatesQuery,
  collectionDatesQuerySchema,
  type Service,
} from '@shipdeck/domain/carriers/carriers.schema';
import { isValidForBulkEdit } from '@shipdeck/domain/shipments/rules/bulk-edit';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { findCollectionDates, findServices } from '../carriers/index.ts';
import type { ShipmentRow } from './shipments.tables.ts';

/** A shipment's route as the carrier search takes it: checked places, parcels, source. */
export type ShipmentRoute = CollectionDatesQuery;

type RouteFields = Pick<ShipmentRow, 'fromAddress' | 'toAddress' | 'parcels' | 'source'>;

/** What bulk-edit validity reads of a stored shipment. */
export const bulkCandidateOf = (shipment: RouteFields) => ({
  from: { country: shipment.fromAddress.alpha2Code, zip: shipment.fromAddress.zipCode },
  to: { country: shipment.toAddress.alpha2Code, zip: shipment.toAddress.zipCode },
  parcels: shipment.parcels,
  source: shipment.source,
});

/**
 * The route of a shipment valid for bulk edit, or null when it is not (missing country, zip,
 * parcel or source) or its postcodes cannot exist: the search would answer nothing for it.
 */
export const routeOfShipment = (shipment: RouteFields): ShipmentRoute | null => {
  if (!isValidForBulkEdit(bulkCandidateOf(shipment))) return null;
  const parsed = collectionDatesQuerySchema.safeParse({
    from: { country: shipment.fromAddress.alpha2Code, zip: shipment.fromAddress.zipCode },
    to: { country: shipment.toAddress.alpha2Code, zip: shipment.toAddress.zipCode },
    packages: shipment.parcels.map(({ weight, length, width, height }) => ({
      weight,
      length,
      width,
      height,
    })),
    source: shipment.source,
  });
  return parsed.success ? parsed.data : null;
};

/**
 * Carrier answers for one bulk call, cached per route: bulk sellers send many shipments of one
 * route and parcel, and each search rates the whole catalogue.
 */
export const createCarrierLookup = (options: {
  carriers: CarrierProvider;
  offer: CarrierOffer;
  tenantId: string;
  now: Date;
}) => {
  const { carriers, offer, tenantId, now } = options;
  const services = new Map<string, Service[]>();
  const dates = new Map<string, { date: string; from: string; to: string }[] | null>();

  /** `collectionDate`: the shipment's chosen collection day, which delivery estimates count from. */
  const servicesFor = (route: ShipmentRoute, collectionDate?: string | null): Service[] => {
    const key = JSON.stringify([route, collectionDate ?? null]);
    let found = services.get(key);
    if (!found) {
      found = findServices({
        provider: carriers,
        query: { ...route, sortBy: 'totalPrice', ...(collectionDate ? { collectionDate } : {}) },
        offer,
        tenantId,
        now,
      }).services;
      services.set(key, found);
    }
    return found;
  };

  return {
    servicesFor,
    /** The service as the search lists it for this route, or undefined when it does not go there. */
    serviceFor: (route: ShipmentRoute, serviceId: string) =>
      servicesFor(route).find((service) => service.id === serviceId),
    /** The service's collection days for this route, or null when the carrier refuses the route. */
    collectionDatesFor: (route: ShipmentRoute, serviceId: string) => {
      const key = JSON.stringify([serviceId, route]);
      if (!dates.has(key)) {
        try {
          dates.set(
            key,
            findCollectionDates({ provider: carriers, serviceId, query: route, offer, now }).dates,
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          dates.set(key, null);
        }
      }
      return dates.get(key) ?? null;
    },
  };
};
export type CarrierLookup = ReturnType<typeof createCarrierLookup>;
