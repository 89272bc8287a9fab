import type { CustomsInvoice } from '@shipdeck/domain/customs/customs.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** The customs invoice attached to a shipment, with the link to its stored PDF. */
export const getCustomsInvoice = (reference: string) =>
  apiRequest<CustomsInvoice>(`/shipments/${encodeURIComponent(reference)}/customs-invoice`);

/**
 * Asks for the invoice on each click (not cached): the link is only needed at that moment, and an
 * invoice saved again since the page loaded is the one to download.
 */
export const useGetCustomsInvoice = () => useMutation({ mutationFn: getCustomsInvoice });
