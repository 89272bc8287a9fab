import type { InvoiceFile } from '@shipdeck/domain/invoices/invoices.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Where one invoice's PDF opens. */
export const getInvoice = (reference: string) =>
  apiRequest<InvoiceFile>(`/invoices/${encodeURIComponent(reference)}`);

/** Asked on each click (not cached): the link is only needed at that moment. */
export const useGetInvoice = () => useMutation({ mutationFn: getInvoice });
