import { CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import { type DropoffPointSnapshot, dropoffPointSnapshotOf } from '@shipdeck/domain/carriers/carriers.schema';
import { routePlaceOf } from '@shipdeck/domain/geo/postcode-formats';
import type {
  ShipmentAddress,
  ShipmentInput,
  ShipmentParcel,
  ShipmentService,
} from '@shipdeck/domain/shipments/shipment.schema';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';

/** What a draft write stores of its points: the ids the client chose and the server's snapshots of them. */
export type PointWrite = {
  originDropoffPointId?: string | null;
  originDropoffPoint?: DropoffPointSnapshot | null;
  dropoffPoint?: DropoffPointSnapshot | null;
};

const ORIGIN_FIELD = 'originDropoffPointId';

const originPointError = (messageKey: string) =>
  new AppError({ code: 'ValueNotAllowedField', status: 422, messageKey, field: ORIGIN_FIELD });

const packagesOf = (parcels: readonly ShipmentParcel[]) =>
  parcels.map(({ weight, length, width, height }) => ({ weight, length, width, height }));

const pointsNear = (options: {
  carriers: CarrierProvider;
  serviceId: string;
  place: ShipmentAddress;
  parcels?: readonly ShipmentParcel[];
  offer: CarrierOffer;
}) => {
  const found = options.carriers.findDropoffPoints({
    serviceId: options.serviceId,
    country: options.place.alpha2Code ?? '',
    zip: options.place.zipCode ?? '',
    ...(options.parcels ? { packages: packagesOf(options.parcels) } : {}),
    offer: options.offer,
  });
  return found.ok ? found.value : [];
};

/**
 * The drop-off point at origin a seller chose, checked as the carrier would take it: the service is
 * dropped off at origin, the point is one of its carrier's points the search lists near the sender,
 * and it holds every parcel. Refused with 422 and a message key otherwise.
 */
export const originPointSnapshotOf = (options: {
  carriers: CarrierProvider;
  pointId: string;
  service: ShipmentService | null;
  from: ShipmentAddress;
  parcels: readonly ShipmentParcel[];
  offer: CarrierOffer;
}): DropoffPointSnapshot => {
  const { carriers, pointId, service, from, parcels, offer } = options;
  if (!service?.dropOffOrigin) throw originPointError(CarrierMessage.serviceWithoutDropoff);
  if (!routePlaceOf(from)) throw originPointError(CarrierMessage.originPointNotFound);
  const near = { carriers, serviceId: service.id, place: from, offer };
  const point = pointsNear(near).find(({ id }) => id === pointId);
  if (!point) throw originPointError(CarrierMessage.originPointNotFound);
  if (!pointsNear({ ...near, parcels }).some(({ id }) => id === pointId))
    throw originPointError(CarrierMessage.originPointTooSmall);
  return dropoffPointSnapshotOf(point);
};

/** The pick-up point chosen for the recipient as the carrier lists it; null when it knows no such point. */
export const destinationPointSnapshotOf = (options: {
  carriers: CarrierProvider;
  pointId: string;
  service: ShipmentService | null;
  to: ShipmentAddress;
  offer: CarrierOffer;
}): DropoffPointSnapshot | null => {
  const { carriers, pointId, service, to, offer } = options;
  if (!service?.dropOffDestination) return null;
  const found = carriers.getDropoffPoint({
    serviceId: service.id,
    pointId,
    country: to.alpha2Code ?? '',
    zip: to.zipCode ?? '',
    offer,
  });
  return found.ok && found.value ? dropoffPointSnapshotOf(found.value) : null;
};

/**
 * The points a draft write stores. A chosen origin point is checked against the service, sender and
 * parcels the draft will have; a new service drops the old one's origin point (its carrier's points are
 * not the new one's). A pick-up point is stored as asked (the order checks it) with its snapshot when
 * the carrier lists it.
 */
export const pointWriteOf = (options: {
  carriers: CarrierProvider;
  input: Pick<ShipmentInput, 'originDropoffPointId' | 'dropoffPointId'>;
  service: ShipmentService | null;
  isServiceChanged: boolean;
  route: { from: ShipmentAddress; to: ShipmentAddress; parcels: readonly ShipmentParcel[] };
  offer: CarrierOffer;
}): PointWrite => {
  const { carriers, input, service, isServiceChanged, route, offer } = options;
  const write: PointWrite = {};
  if (input.originDropoffPointId) {
    write.originDropoffPointId = input.originDropoffPointId;
    write.originDropoffPoint = originPointSnapshotOf({
      carriers,
      pointId: input.originDropoffPointId,
      service,
      from: route.from,
      parcels: route.parcels,
      offer,
    });
  } else if (input.originDropoffPointId === null || isServiceChanged) {
    write.originDropoffPointId = null;
    write.originDropoffPoint = null;
  }
  if (input.dropoffPointId)
    write.dropoffPoint = destinationPointSnapshotOf({
      carriers,
      pointId: input.dropoffPointId,
      service,
      to: route.to,
      offer,
    });
  else if (input.dropoffPointId === null) write.dropoffPoint = null;
  return write;
};
