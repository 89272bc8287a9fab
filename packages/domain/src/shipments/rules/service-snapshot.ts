import type { Service } from '../../carriers/carriers.schema.ts';
import type { ShipmentService } from '../shipment.schema.ts';

/**
 * What a snapshot is taken from: a service as the search lists it for a route, or as the catalogue
 * describes it before the route is known (then without the route's customs and transit time).
 */
export type ServiceSnapshotSource = Pick<
  Service,
  'id' | 'carrierId' | 'carrierName' | 'serviceName' | 'logoId' | 'dropOff' | 'hasPrintInStore'
> &
  Partial<Pick<Service, 'customsRequired' | 'transitHours'>>;

/**
 * What a shipment keeps of its chosen service (shipmentServiceSchema): the identity and the
 * traits its rules read (drop-off at origin or destination, customs). Prices are re-rated at
 * checkout, never stored here. The server takes it from its own carrier catalogue whenever a
 * service is chosen (checkout, API, bulk edit); the browser only names the service by id.
 */
export const serviceSnapshotOf = (service: ServiceSnapshotSource): ShipmentService => ({
  id: service.id,
  carrierId: service.carrierId,
  carrierName: service.carrierName,
  // The service's own name ("BusinessParcel"): screens show it under or after the carrier's name.
  name: service.serviceName,
  logoId: service.logoId,
  dropOffOrigin: service.dropOff.origin,
  dropOffDestination: service.dropOff.destination,
  customsRequired: service.customsRequired ?? false,
  hasPrintInStore: service.hasPrintInStore,
  ...(service.transitHours === undefined ? {} : { transitHours: service.transitHours }),
});

/**
 * How a service is named on its own, carrier first ("GLS BusinessParcel"), without saying the
 * carrier twice when the service's own name already starts with it ("SEUR 24", not "SEUR SEUR 24").
 */
export const serviceLabelOf = (service: { carrierName: string; name: string }): string =>
  service.name.startsWith(`${service.carrierName} `)
    ? service.name
    : `${service.carrierName} ${service.name}`;
