import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { type ShipmentViewer, toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';

export const getShipment = async (
  db: Db,
  input: { clientId: string; reference: string; viewer: ShipmentViewer },
) => {
  const row = await shipmentsRepository.findViewByReference(db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  return toShipmentView(row, input.viewer);
};
