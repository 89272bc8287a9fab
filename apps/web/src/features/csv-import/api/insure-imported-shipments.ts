import type { InsureResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /shipments/insure for the imported drafts (the import's offer to protect them). */
export const insureImportedShipments = (references: string[]) =>
  apiRequest<InsureResponse>('/shipments/insure', {
    method: 'POST',
    body: { references, option: 'PLATFORM_INSURANCE' },
  });
