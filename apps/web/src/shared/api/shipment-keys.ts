import type { ShipmentFilters, ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';

/** Query keys of the shipments area: one factory per resource, so invalidation can target all, lists or one. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  list: (params: { inbox: Inbox; filters: ShipmentFilters; sort?: ShipmentSort }) =>
    [...shipmentKeys.lists(), params] as const,
  stats: () => [...shipmentKeys.all, 'stats'] as const,
  filterOptions: (kind: 'sources' | 'carriers', inbox: Inbox) =>
    [...shipmentKeys.all, 'filter-options', kind, inbox] as const,
};
