import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { markPhoneVerified } from '../clients/index.ts';
import { phoneVerifications } from './phone-verification.tables.ts';
import { hashCode, LOCKOUT_MS, MAX_ATTEMPTS } from './send-verification-code.ts';

const invalidOtp = () =>
  new AppError({
    code: 'InvalidOTP',
    status: 422,
    messageKey: 'phone-verification.error.invalid-otp',
    field: 'otp_code',
  });

/**
 * Checks a code; the right one makes the number the client's verified phone. A wrong code is InvalidOTP; the fifth wrong one locks the number for ten minutes
 * (CooldownActive with the remaining time), as does any try while locked.
 */
export const verifyCode = async (options: {
  db: Db;
  clientId: string;
  phone: string;
  code: string;
  now: Date;
}) => {
  const { db, clientId, now } = options;
  const phone = options.phone.replaceAll(' ', '');
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.clientId, clientId), eq(phoneVerifications.phone, phone)));
  if (!row) throw invalidOtp();
  if (row.attempts >= MAX_ATTEMPTS) {
    const remainingMs = row.nextRetryAt.getTime() - now.getTime();
    if (remainingMs > 0)
      throw new AppError({
        code: 'CooldownActive',
        status: 429,
        messageKey: 'phone-verification.error.cooldown',
        details: { remainingMs },
      });
  }
  if (row.codeHash !== hashCode(clientId, options.code)) {
    const attempts = row.attempts + 1;
    const isLocked = attempts >= MAX_ATTEMPTS;
    await db
      .update(phoneVerifications)
      .set({ attempts, ...(isLocked ? { nextRetryAt: new Date(now.getTime() + LOCKOUT_MS) } : {}) })
      .where(eq(phoneVerifications.clientId, clientId));
    if (isLocked)
      throw new AppError({
        code: 'CooldownActive',
        status: 429,
        messageKey: 'phone-verification.error.cooldown',
        details: { remainingMs: LOCKOUT_MS },
      });
    throw invalidOtp();
  }
  await db.transaction(async (tx) => {
    await tx
      .update(phoneVerifications)
      .set({ verifiedAt: sql`now()`, attempts: 0 })
      .where(eq(phoneVerifications.clientId, clientId));
    await markPhoneVerified(tx, { clientId }, phone);
  });
  return { verified: true };
};
