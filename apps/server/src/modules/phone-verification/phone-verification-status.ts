import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getClient } from '../clients/index.ts';
import { getClientCapabilities } from '../features/index.ts';

/**
 * The one-time-code status (the client's `oneTimeCode` capability, on by default where the tenant
 * verifies phones) and whether the client's current phone is verified: a new phone number is not.
 */
export const getPhoneVerificationStatus = async (db: Db, auth: AuthContext) => {
  const [client, capabilities] = await Promise.all([getClient(db, auth), getClientCapabilities(db, auth)]);
  return { active: capabilities.oneTimeCode, verified: client.phoneNumberVerified, phone: client.phone };
};

/** Verification is required only when the status is active and the client is not verified. */
export const isPhoneVerificationRequired = async (db: Db, auth: AuthContext) => {
  const status = await getPhoneVerificationStatus(db, auth);
  return status.active && !status.verified;
};
