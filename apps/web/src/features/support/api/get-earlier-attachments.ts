import type { EarlierAttachment } from '@shipdeck/domain/support/support.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { searchOf } from './search-params.ts';
import { supportKeys } from './support-keys.ts';

export const getEarlierAttachments = (shipmentReference: string, signal?: AbortSignal) =>
  apiRequest<{ attachments: EarlierAttachment[] }>(
    `/support/attachments/earlier${searchOf({ shipmentReference })}`,
    { signal },
  );

/** The files of earlier tickets about this shipment, which a claim can take again; asks once it is typed. */
export const useEarlierAttachments = (shipmentReference: string, isEnabled: boolean) =>
  useQuery({
    queryKey: supportKeys.earlierAttachments(shipmentReference),
    queryFn: ({ signal }) => getEarlierAttachments(shipmentReference, signal),
    enabled: isEnabled && shipmentReference.length > 0,
  });
