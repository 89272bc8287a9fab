import { printedPhone } from '@shipdeck/domain/addresses/rules/printed-phone';
import type { DropoffPointSnapshot } from '@shipdeck/domain/carriers/carriers.schema';
import type { LabelFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { Db } from '../../platform/db/database.ts';
import type {
  CarrierProvider,
  DeclaredGoods,
  LabelParty,
  LabelPoint,
  LabelRequest,
} from '../../providers/carriers/carrier-provider.ts';
import { destinationPointOfBooking, originPointOfBooking, packagesOf } from './purchased-points.ts';
import type { ShipmentRow } from './shipments.tables.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

const nameOf = (address: ShipmentAddress) => [address.firstName, address.lastName].filter(Boolean).join(' ');

/** The carrier dials the number abroad too: printed in international form (`printedPhone`). */
const phoneOf = (address: ShipmentAddress) =>
  address.phone?.trim() ? printedPhone({ phone: address.phone, alpha2Code: address.alpha2Code }) : undefined;

const partyOf = (address: ShipmentAddress): LabelParty => ({
  name: nameOf(address),
  company: address.company || undefined,
  street1: address.street1 ?? '',
  street2: address.street2 || undefined,
  zipCode: address.zipCode ?? '',
  city: address.city ?? '',
  state: address.state || undefined,
  country: address.alpha2Code ?? '',
  phone: phoneOf(address),
  email: address.email || undefined,
});

/** The recipient of a parcel delivered to a point: whom to notify, and where they live only to the postcode. */
const personToNotifyOf = (address: ShipmentAddress): LabelParty => ({
  name: nameOf(address),
  street1: '',
  zipCode: address.zipCode ?? '',
  city: address.city ?? '',
  country: address.alpha2Code ?? '',
  phone: phoneOf(address),
  email: address.email || undefined,
});

const labelPointOf = (point: DropoffPointSnapshot): LabelPoint => ({
  id: point.id,
  type: point.type,
  name: point.businessName,
  street1: point.address,
  zipCode: point.zipCode,
  city: point.city,
  country: point.country,
});

/**
 * The pick-up point or locker the recipient collects from. A point delivery without a point the
 * carrier knows is refused rather than printed as a home delivery to an address nobody sends to.
 */
const deliveryPointOf = (carriers: CarrierProvider, row: ShipmentRow): LabelPoint | undefined => {
  if (!row.service?.dropOffDestination) return undefined;
  const point = destinationPointOfBooking(carriers, row);
  if (!point)
    throw new Error(`Shipment ${row.reference} is delivered to a pick-up point the carrier does not know`);
  return labelPointOf(point);
};

/**
 * Where the seller hands the parcel in: the point stored when the shipment was bought (the one the
 * seller chose, else the carrier's nearest then); for a shipment bought before points were stored,
 * found again the same way.
 */
const originPointOf = (carriers: CarrierProvider, row: ShipmentRow): LabelPoint | undefined => {
  if (!row.service?.dropOffOrigin) return undefined;
  const point = row.originDropoffPoint ?? originPointOfBooking(carriers, row);
  return point ? labelPointOf(point) : undefined;
};

/** What the carrier needs to print a shipment's labels, with the goods its customs invoice declares. */
export const labelRequestOf = (
  carriers: CarrierProvider,
  row: ShipmentRow,
  format: LabelFormat,
  customsDeclaration?: DeclaredGoods,
): LabelRequest => {
  const deliveryPoint = deliveryPointOf(carriers, row);
  const originPoint = originPointOf(carriers, row);
  return {
    serviceId: row.service?.id ?? '',
    reference: row.reference,
    customReference: row.shipmentCustomReference ?? undefined,
    sender: partyOf(row.fromAddress),
    recipient: deliveryPoint ? personToNotifyOf(row.toAddress) : partyOf(row.toAddress),
    ...(deliveryPoint ? { deliveryPoint } : {}),
    ...(originPoint ? { originPoint } : {}),
    parcels: packagesOf(row),
    format,
    ...(row.collectionDate ? { shipDate: row.collectionDate } : {}),
    estimatedDeliveryDate: row.estimatedDeliveryDate,
    ...(customsDeclaration ? { customsDeclaration } : {}),
  };
};

/** The goods each shipment's customs invoice declares, by shipment id, for `labelRequestOf`. */
export const findLabelDeclarations = (
  findDeclaredGoods: ShipmentsDependencies['findDeclaredGoods'],
  db: Db,
  clientId: string,
  rows: readonly ShipmentRow[],
) =>
  findDeclaredGoods(
    db,
    clientId,
    rows.map((row) => row.id),
  );
