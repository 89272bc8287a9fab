import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Duplicate makes a new draft; return makes a new shipment with sender and recipient swapped. */
export type CopyKind = 'duplicate' | 'return';

export const copyShipment = ({ reference, kind }: { reference: string; kind: CopyKind }) =>
  apiRequest<{ reference: string }>(`/shipments/${encodeURIComponent(reference)}/${kind}`, {
    method: 'POST',
  });

export const useCopyShipment = () => useMutation({ mutationFn: copyShipment });
