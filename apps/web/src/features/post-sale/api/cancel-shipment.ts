import type { CancelReason } from '@shipdeck/domain/shipments/post-sale.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { postSaleKeys } from './post-sale-keys.ts';

export const cancelShipment = ({ reference, reason }: { reference: string; reason: CancelReason }) =>
  apiRequest<ShipmentView>(`/shipments/${encodeURIComponent(reference)}/cancel`, {
    method: 'POST',
    body: { reason },
  });

/** Requests the cancellation; the answer is the shipment in CANCEL_REQUESTED (the carrier confirms later). */
export const useCancelShipment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: (shipment) => queryClient.setQueryData(postSaleKeys.detail(shipment.reference), shipment),
  });
};
