import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { phoneVerifications } from './phone-verification.tables.ts';
import { smsTextOf } from './sms-text.ts';

export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_ATTEMPTS = 5;
export const LOCKOUT_MS = 10 * 60_000;

export const hashCode = (clientId: string, code: string) =>
  createHash('sha256').update(`${clientId}:${code}`).digest('hex');

/**
 * Sends a 5-digit code by SMS, in the seller's language. A resend before the cooldown ends is `blocked` with the
 * time left; a number that cannot exist is InvalidPhoneNumber.
 */
export const sendVerificationCode = async (options: {
  db: Db;
  sms: SmsProvider;
  clientId: string;
  phone: string;
  /** The language of the text message: the one asked for, else the client's. */
  locale: string;
  brand: string;
  now: Date;
}) => {
  const { db, sms, clientId, now } = options;
  const phone = options.phone.replaceAll(' ', '');
  if (!isValidPhoneNumber(phone))
    throw new AppError({
      code: 'InvalidPhoneNumber',
      status: 422,
      messageKey: 'phone-verification.error.invalid-phone',
      field: 'phone_number',
    });
  const [current] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.clientId, clientId));
  if (current && current.nextRetryAt > now && !current.verifiedAt)
    return {
      verificationResult: 'blocked' as const,
      nextRetryInMs: current.nextRetryAt.getTime() - now.getTime(),
    };
  const code = sms.fixedCodeFor?.(phone) ?? String(randomInt(0, 100_000)).padStart(5, '0');
  const nextRetryAt = new Date(now.getTime() + RESEND_COOLDOWN_MS);
  await db
    .insert(phoneVerifications)
    .values({ clientId, phone, codeHash: hashCode(clientId, code), nextRetryAt, sentAt: now })
    .onConflictDoUpdate({
      target: phoneVerifications.clientId,
      set: {
        phone,
        codeHash: hashCode(clientId, code),
        attempts: 0,
        sends: sql`${phoneVerifications.sends} + 1`,
        sentAt: now,
        nextRetryAt,
        verifiedAt: null,
      },
    });
  await sms.send(db, {
    clientId,
    phone,
    body: smsTextOf({ code, locale: options.locale, brand: options.brand }),
  });
  return { verificationResult: 'sent' as const, nextRetryInMs: RESEND_COOLDOWN_MS };
};
