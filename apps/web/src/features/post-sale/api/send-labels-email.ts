import type { SendLabelsEmail } from '@shipdeck/domain/shipments/post-sale.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** The request as sent: `dpi` only with ZPL (the server takes 203 when it is absent). */
type LabelsEmailRequest = Omit<SendLabelsEmail, 'dpi'> & { dpi?: SendLabelsEmail['dpi'] };

export const sendLabelsEmail = ({ reference, email }: { reference: string; email: LabelsEmailRequest }) =>
  apiRequest<void>(`/shipments/${encodeURIComponent(reference)}/labels/email`, {
    method: 'POST',
    body: email,
  });

/** Sends the label (PDF, or ZPL for a thermal printer) to an address with the seller's message. */
export const useSendLabelsEmail = () => useMutation({ mutationFn: sendLabelsEmail });
