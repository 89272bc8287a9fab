import type { BulkShipmentChange, BulkUpdateResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** PATCH /shipments: each shipment changes only in the fields given; failures come per shipment. */
export const updateShipments = (shipments: BulkShipmentChange[]) =>
  apiRequest<BulkUpdateResponse>('/shipments', { method: 'PATCH', body: { shipments } });

export const useUpdateShipments = () => useMutation({ mutationFn: updateShipments });
