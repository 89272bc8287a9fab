import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { getClient } from '../clients/index.ts';
import { getPhoneVerificationStatus } from './phone-verification-status.ts';
import { sendVerificationCode } from './send-verification-code.ts';
import { verifyCode } from './verify-code.ts';

const tags = ['phone-verification'];
const phoneNumber = z.string().trim().min(1, 'form.error.required').max(25, 'form.error.max-size');

/** The SMS network the codes go out through, handed in where the modules are put together. */
export type PhoneVerificationProviders = { sms: SmsProvider };

export const phoneVerificationRoutes: FastifyPluginAsyncZod<PhoneVerificationProviders> = async (
  app,
  { sms },
) => {
  const db = app.database.db;
  const config = { access: 'session' as const };

  app.get(
    '/phone-verification/status',
    {
      config,
      schema: {
        tags,
        response: {
          200: z.object({ active: z.boolean(), verified: z.boolean(), phone: z.string().nullable() }),
        },
      },
    },
    async (request) => getPhoneVerificationStatus(db, requireAuth(request.auth)),
  );

  app.post(
    '/phone-verification/send',
    {
      config,
      schema: {
        tags,
        body: z.object({
          phone_number: phoneNumber,
          locale: z.string().max(10).optional(),
          identifier: z.string().max(100).optional(),
        }),
        response: {
          200: z.object({ verificationResult: z.enum(['sent', 'blocked']), nextRetryInMs: z.number().int() }),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const client = await getClient(db, auth);
      return sendVerificationCode({
        sms,
        db,
        clientId: auth.clientId,
        phone: request.body.phone_number,
        locale: request.body.locale ?? client.language,
        brand: getTenant(auth.tenantId)?.brandName ?? 'Shipdeck',
        now: new Date(),
      });
    },
  );

  app.post(
    '/phone-verification/verify',
    {
      config,
      schema: {
        tags,
        body: z.object({
          otp_code: z.string().regex(/^\d{5}$/, 'phone-verification.error.incorrect-otp'),
          phone_number: phoneNumber,
          identifier: z.string().max(100).optional(),
        }),
        response: { 200: z.object({ verified: z.boolean() }) },
      },
    },
    async (request) =>
      verifyCode({
        db,
        clientId: requireAuth(request.auth).clientId,
        phone: request.body.phone_number,
        code: request.body.otp_code,
        now: new Date(),
      }),
  );
};
