import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getClient } from '../clients/index.ts';
import { phoneVerifications } from './phone-verification.tables.ts';

/** Tenants whose one-time-code status is active (the payments company verifies buyers' phones). */
export const ONE_TIME_CODE_TENANTS: readonly string[] = ['payments'];

export const getPhoneVerificationStatus = async (db: Db, auth: AuthContext) => {
  const [client, [row]] = await Promise.all([
    getClient(db, auth),
    db.select().from(phoneVerifications).where(eq(phoneVerifications.clientId, auth.clientId)),
  ]);
  const active = ONE_TIME_CODE_TENANTS.includes(auth.tenantId);
  const verified = client.phoneNumberVerified || Boolean(row?.verifiedAt);
  return { active, verified, phone: row?.phone ?? client.phone ?? null };
};

/** Verification is required only when the status is active and the client is not verified. */
export const isPhoneVerificationRequired = async (db: Db, auth: AuthContext) => {
  const status = await getPhoneVerificationStatus(db, auth);
  return status.active && !status.verified;
};
