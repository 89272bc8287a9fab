import type { ShipmentFilters, ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import type { Db } from '../../platform/db/database.ts';
import type { ShipmentViewer } from './shipment-view.ts';
import { type ShipmentViewSources, shipmentViewsOf } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';

/** One page of an inbox, with `offset = (page - 1) × limit`. */
export const findShipments = async (
  db: Db,
  sources: ShipmentViewSources,
  input: {
    clientId: string;
    inbox: Inbox;
    filters: ShipmentFilters;
    sort?: ShipmentSort;
    limit: number;
    offset: number;
    viewer: ShipmentViewer;
  },
) => {
  // A searched or filtered list is counted up to a cap; past it the answer says there are more.
  const { rows, total, isTotalCapped } = await shipmentsRepository.list(db, input);
  return {
    content: await shipmentViewsOf(db, sources, { clientId: input.clientId, rows, viewer: input.viewer }),
    pagination: {
      currentPage: Math.floor(input.offset / input.limit) + 1,
      totalPages: Math.ceil(total / input.limit),
      totalElements: total,
      ...(isTotalCapped ? { isTotalCapped } : {}),
    },
  };
};
