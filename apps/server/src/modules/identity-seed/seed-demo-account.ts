import { DEFAULT_TENANT_ID, getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Database } from '../../platform/db/database.ts';
import { register, revokeUserSessions } from '../auth/index.ts';
import { findUserForLogin, updateUserPolicies } from '../users/index.ts';

export const DEMO_EMAIL = 'demo@shipdeck.local';
export const DEMO_PASSWORD = 'Demo-Shipdeck-2026!';

/**
 * Creates the demo client and user on the main tenant, consent already given, unless they exist.
 * Safe to call on every start and from several processes at once.
 */
export const seedDemoAccount = async (database: Database) => {
  const tenant = getTenant(DEFAULT_TENANT_ID)!;
  const existing = await findUserForLogin(database.db, { tenantId: tenant.id, email: DEMO_EMAIL });
  if (!existing) {
    try {
      const created = await register(database.db, {
        tenantSlug: tenant.partnerSlug,
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        firstName: 'Demo',
        lastName: 'Seller',
        accountType: 'autonomous',
      });
      await updateUserPolicies(database.db, created, {
        dataProcessing: true,
        marketingEmails: false,
        marketingCalls: false,
      });
      // Registration signs the new user in; nobody holds that session's token here.
      await revokeUserSessions(database.db, { userId: created.userId });
    } catch (error) {
      // Another process seeded it first.
      if ((error as { code?: string }).code !== 'EmailAlreadyRegistered') throw error;
    }
  }
  return { tenant: tenant.partnerSlug, email: DEMO_EMAIL, password: DEMO_PASSWORD };
};
