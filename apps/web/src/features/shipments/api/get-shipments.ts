import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentFilters, ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import { SHIPMENTS_PAGE_SIZE } from '@shipdeck/domain/shipments/shipment-list-page';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { apiRequest } from '../../../shared/api/api-client.ts';

export type ShipmentPage = {
  content: ShipmentView[];
  pagination: { currentPage: number; totalPages: number; totalElements: number; isTotalCapped?: boolean };
};

export type ShipmentListParams = { inbox: Inbox; filters: ShipmentFilters; sort?: ShipmentSort };

/** Query string of a list page: `offset = (page - 1) × page size`. */
export const shipmentListSearch = (params: ShipmentListParams & { page: number }) => {
  const search = new URLSearchParams({
    inbox: params.inbox,
    limit: String(SHIPMENTS_PAGE_SIZE),
    offset: String((params.page - 1) * SHIPMENTS_PAGE_SIZE),
  });
  if (params.sort) search.set('order', params.sort);
  for (const [key, value] of Object.entries(params.filters)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
};

export const getShipments = (params: ShipmentListParams & { page: number; signal?: AbortSignal }) =>
  apiRequest<ShipmentPage>(`/shipments?${shipmentListSearch(params)}`, { signal: params.signal });
