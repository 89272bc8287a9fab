import { apiRequest } from '../../../shared/api/api-client.ts';

export type SendCodeResult = { verificationResult: 'sent' | 'blocked'; nextRetryInMs: number };

/** Sends a code by SMS, in the language the seller reads the app in. */
export const sendCode = (input: { phone: string; locale: string }) =>
  apiRequest<SendCodeResult>('/phone-verification/send', {
    method: 'POST',
    body: { phone_number: input.phone, locale: input.locale },
  });
