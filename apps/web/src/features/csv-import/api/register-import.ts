import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /shipments/imports: starts importing an uploaded file; the outcome comes with the import-ended event. */
export const registerImport = (url: string) =>
  apiRequest<{ importId: string }>('/shipments/imports', { method: 'POST', body: { url, source: 'csv' } });
