import { type DropoffPointSnapshot, dropoffPointSnapshotOf } from '@shipdeck/domain/carriers/carriers.schema';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import type { ShipmentRow } from './shipments.tables.ts';

/**
 * A bought shipment keeps the carrier it was bought with: the client's carrier switches decide what
 * can be chosen, not whether a paid label prints.
 */
export const bookedOffer: CarrierOffer = {
  premiumCarriers: 'all',
  excludedPremiumCarriers: [],
  cashOnDelivery: true,
  showExclusivePrices: false,
  skipManagementFee: false,
  printInStore: true,
};

type PointsRow = Pick<
  ShipmentRow,
  'service' | 'fromAddress' | 'toAddress' | 'parcels' | 'dropoffPointId' | 'originDropoffPointId'
>;

export const packagesOf = (row: Pick<ShipmentRow, 'parcels'>) =>
  row.parcels.map((p) => ({ weight: p.weight, length: p.length, width: p.width, height: p.height }));

/**
 * Where the seller hands the parcel in, for a service dropped off at origin: the point the seller
 * chose, else the carrier's nearest point to the sender that takes the parcels; null when the carrier
 * lists none.
 */
export const originPointOfBooking = (
  carriers: CarrierProvider,
  row: PointsRow,
): DropoffPointSnapshot | null => {
  if (!row.service?.dropOffOrigin) return null;
  const near = {
    serviceId: row.service.id,
    country: row.fromAddress.alpha2Code ?? '',
    zip: row.fromAddress.zipCode ?? '',
    offer: bookedOffer,
  };
  if (row.originDropoffPointId) {
    const chosen = carriers.getDropoffPoint({ ...near, pointId: row.originDropoffPointId });
    return chosen.ok && chosen.value ? dropoffPointSnapshotOf(chosen.value) : null;
  }
  const found = carriers.findDropoffPoints({ ...near, packages: packagesOf(row) });
  const nearest = found.ok ? found.value[0] : undefined;
  return nearest ? dropoffPointSnapshotOf(nearest) : null;
};

/** The pick-up point the recipient collects from, as the carrier lists it; null when it knows none. */
export const destinationPointOfBooking = (
  carriers: CarrierProvider,
  row: PointsRow,
): DropoffPointSnapshot | null => {
  if (!row.service?.dropOffDestination || !row.dropoffPointId) return null;
  const found = carriers.getDropoffPoint({
    serviceId: row.service.id,
    pointId: row.dropoffPointId,
    country: row.toAddress.alpha2Code ?? '',
    zip: row.toAddress.zipCode ?? '',
    offer: bookedOffer,
  });
  return found.ok && found.value ? dropoffPointSnapshotOf(found.value) : null;
};
