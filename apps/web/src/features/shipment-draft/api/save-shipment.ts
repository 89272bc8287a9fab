import type { ShipmentInput, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shipmentDraftKeys } from './shipment-draft-keys.ts';

/** Creates the draft (no reference yet, source MAN: made by hand) or changes it; every step saves with its `step`. */
export const saveShipment = (input: { reference?: string; shipment: ShipmentInput }) =>
  input.reference
    ? apiRequest<ShipmentView>(`/shipments/${encodeURIComponent(input.reference)}`, {
        method: 'PATCH',
        body: input.shipment,
      })
    : apiRequest<ShipmentView>('/shipments', { method: 'POST', body: { source: 'MAN', ...input.shipment } });

export const useSaveShipment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShipment,
    onSuccess: (view) => {
      queryClient.setQueryData(shipmentDraftKeys.shipment(view.reference), view);
      // The price depends on everything saved on the draft.
      void queryClient.invalidateQueries({ queryKey: shipmentDraftKeys.price(view.reference) });
    },
  });
};
