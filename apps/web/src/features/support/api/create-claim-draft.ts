import type { ClaimDraft } from '@shipdeck/domain/problems/problems.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const createClaimDraft = (shipmentReference: string, type: ClaimDraft['type']) =>
  apiRequest<ClaimDraft>(`/problems/${encodeURIComponent(shipmentReference)}/claim-draft`, {
    method: 'POST',
    body: { type },
  });

/**
 * A loss or damage claim pre-filled from the shipment's order. Asked once per form: the server copies the
 * proofs on file for each draft, so it is never refetched.
 */
export const useClaimDraft = (shipmentReference: string, type: ClaimDraft['type'], isEnabled: boolean) =>
  useQuery({
    queryKey: supportKeys.claimDraft(shipmentReference, type),
    queryFn: () => createClaimDraft(shipmentReference, type),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
