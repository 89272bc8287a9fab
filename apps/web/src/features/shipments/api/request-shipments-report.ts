import type { ShipmentFilters } from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Starts the CSV export of an inbox with its filters; the file arrives with the shipments-report event. */
export const requestShipmentsReport = (input: { inbox: Inbox; filters: ShipmentFilters }) =>
  apiRequest<{ reportId: string }>('/shipments/report', {
    method: 'POST',
    body: { inbox: input.inbox, ...input.filters },
  });
