import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { ShipmentViewer } from './shipment-view.ts';
import { type ShipmentViewSources, shipmentViewOf } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';

export const getShipment = async (
  db: Db,
  sources: ShipmentViewSources,
  input: { clientId: string; reference: string; viewer: ShipmentViewer },
) => {
  const row = await shipmentsRepository.findViewByReference(db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  return shipmentViewOf(db, sources, { ...input, row });
};
