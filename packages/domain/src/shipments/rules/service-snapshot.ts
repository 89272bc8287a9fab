import type { Service } from '../../carriers/carriers.schema.ts';
import type { ShipmentService } from '../shipment.schema.ts';

/**
 * What a shipment keeps of its chosen service (shipmentServiceSchema): the identity and the
 * traits its rules read (drop-off at origin or destination, customs). Prices are re-rated at
 * checkout, never stored here. The checkout and bulk service edits store the same snapshot.
 */
export const serviceSnapshotOf = (service: Service): ShipmentService => ({
  id: service.id,
  carrierId: service.carrierId,
  carrierName: service.carrierName,
  name: service.name,
  logoId: service.logoId,
  dropOffOrigin: service.dropOff.origin,
  dropOffDestination: service.dropOff.destination,
  customsRequired: service.customsRequired,
  hasPrintInStore: service.hasPrintInStore,
  transitHours: service.transitHours,
});
