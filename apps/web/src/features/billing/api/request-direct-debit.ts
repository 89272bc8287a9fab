import type { DirectDebitMandate, DirectDebitRequest } from '@shipdeck/domain/payments/payments.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** The v1 billing request for direct debit: answers the SEPA mandate and where its document opens. */
export const requestDirectDebit = (body: DirectDebitRequest) =>
  apiRequest<DirectDebitMandate>('/billing/direct-debit-requests', { method: 'POST', body });
