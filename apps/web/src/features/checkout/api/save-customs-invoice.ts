import type { CustomsInvoice, SaveCustomsInvoiceRequest } from '@shipdeck/domain/customs/customs.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Saves the customs invoice (its PDF is made and stored by the server) and attaches it to the shipment. */
export const saveCustomsInvoice = async (input: SaveCustomsInvoiceRequest) => {
  const invoice = await apiRequest<CustomsInvoice>('/customs-invoices', { method: 'POST', body: input });
  await apiRequest<CustomsInvoice>(
    `/shipments/${encodeURIComponent(input.shipmentReference)}/customs-invoice`,
    {
      method: 'PUT',
      body: { customsInvoiceId: invoice.id },
    },
  );
  return invoice;
};
