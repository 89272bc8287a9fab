import { apiRequest } from '../../../shared/api/api-client.ts';

export const verifyCode = (input: { phone: string; code: string }) =>
  apiRequest<{ verified: boolean }>('/phone-verification/verify', {
    method: 'POST',
    body: { phone_number: input.phone, otp_code: input.code },
  });
