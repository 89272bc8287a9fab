import type { SendLabelsEmail } from '@shipdeck/domain/shipments/post-sale.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const sendLabelsEmail = ({ reference, email }: { reference: string; email: SendLabelsEmail }) =>
  apiRequest<void>(`/shipments/${encodeURIComponent(reference)}/labels/email`, {
    method: 'POST',
    body: email,
  });

/** Sends the label PDF to an address with the seller's message. */
export const useSendLabelsEmail = () => useMutation({ mutationFn: sendLabelsEmail });
