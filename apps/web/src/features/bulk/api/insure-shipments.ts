import type { InsureResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { BULK_INSURANCE_OPTION } from './get-bulk-insurance-price.ts';

/** POST /shipments/insure: the answer says, per reference, whether it is now insured. */
export const insureShipments = (references: string[]) =>
  apiRequest<InsureResponse>('/shipments/insure', {
    method: 'POST',
    body: { references, option: BULK_INSURANCE_OPTION },
  });

export const useInsureShipments = () => useMutation({ mutationFn: insureShipments });
