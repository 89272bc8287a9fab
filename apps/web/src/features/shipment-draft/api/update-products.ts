import type {
  PriceShipmentsResponse,
  ShipmentPriceDetails,
  ShipmentProductsInput,
} from '@shipdeck/domain/pricing/pricing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shipmentDraftKeys } from './shipment-draft-keys.ts';

export const updateProducts = (reference: string, input: ShipmentProductsInput) =>
  apiRequest<ShipmentPriceDetails>(`/shipments/${encodeURIComponent(reference)}/products`, {
    method: 'PUT',
    body: input,
  });

/** Saves the extras (or a voucher) and shows the price the server answers with. */
export const useUpdateProducts = (reference: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShipmentProductsInput) => updateProducts(reference, input),
    onSuccess: (details) =>
      queryClient.setQueryData<PriceShipmentsResponse>(shipmentDraftKeys.price(reference), {
        shipmentsPriceDetails: [details],
        totalPrice: details.price,
      }),
  });
};
