import { apiRequest } from '../../../shared/api/api-client.ts';

export const verifyPhoneCode = (phone: string, code: string) =>
  apiRequest<{ verified: boolean }>('/phone-verification/verify', {
    method: 'POST',
    body: { phone_number: phone, otp_code: code },
  });
