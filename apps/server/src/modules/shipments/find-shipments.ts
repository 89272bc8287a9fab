import type { ShipmentFilters, ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import type { Db } from '../../platform/db/database.ts';
import { findViewExtras } from './find-view-extras.ts';
import { type ShipmentViewer, toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

/** One page of an inbox, with `offset = (page - 1) × limit`. */
export const findShipments = async (
  db: Db,
  input: {
    clientId: string;
    inbox: Inbox;
    filters: ShipmentFilters;
    sort?: ShipmentSort;
    limit: number;
    offset: number;
    viewer: ShipmentViewer;
    findShipmentExtras: ShipmentsDependencies['findShipmentExtras'];
  },
) => {
  // A searched or filtered list is counted up to a cap; past it the answer says there are more.
  const { rows, total, isTotalCapped } = await shipmentsRepository.list(db, input);
  const extras = await findViewExtras(db, { ...input, rows });
  return {
    content: rows.map((row) => toShipmentView(row, input.viewer, extras.get(row.id))),
    pagination: {
      currentPage: Math.floor(input.offset / input.limit) + 1,
      totalPages: Math.ceil(total / input.limit),
      totalElements: total,
      ...(isTotalCapped ? { isTotalCapped } : {}),
    },
  };
};
