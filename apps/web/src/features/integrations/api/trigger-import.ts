import { apiRequest } from '../../../shared/api/api-client.ts';

/** The five-day import (trigger five-day import): the outcome comes with the import-ended event. */
export const triggerImport = (input: { integration: string; date: string; source: string }) =>
  apiRequest<{ integration: string }>('/integrations/imports', { method: 'POST', body: input });
