import { apiRequest } from '../../../shared/api/api-client.ts';

export const sendPhoneCode = (phone: string) =>
  apiRequest<{ verificationResult: 'sent' | 'blocked'; nextRetryInMs: number }>('/phone-verification/send', {
    method: 'POST',
    body: { phone_number: phone },
  });
