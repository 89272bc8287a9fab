import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findViewExtras } from './find-view-extras.ts';
import { type ShipmentViewer, toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

export const getShipment = async (
  db: Db,
  input: {
    clientId: string;
    reference: string;
    viewer: ShipmentViewer;
    findShipmentExtras: ShipmentsDependencies['findShipmentExtras'];
  },
) => {
  const row = await shipmentsRepository.findViewByReference(db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  const extras = await findViewExtras(db, { ...input, rows: [row] });
  return toShipmentView(row, input.viewer, extras.get(row.id));
};
