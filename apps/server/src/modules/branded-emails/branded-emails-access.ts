import { ClientFeatureName, isFeatureUsable } from '@shipdeck/domain/features/features';
import type { Db } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { findClientFeatures } from '../features/index.ts';
import { hasEnabledSubscription } from '../subscriptions/index.ts';

/**
 * Branded e-mails need the BRANDED_EMAILS feature, and a running subscription where the feature comes
 * with one.
 */
export const canUseBrandedEmails = async (db: Db, scope: { clientId: string; tenantId: string }) =>
  isFeatureUsable(
    await findClientFeatures(db, scope),
    ClientFeatureName.BrandedEmails,
    await hasEnabledSubscription(db, scope.clientId),
  );

export const assertBrandedEmailsAvailable = async (db: Db, scope: { clientId: string; tenantId: string }) => {
  if (!(await canUseBrandedEmails(db, scope))) throw forbidden('branded-emails.error.not-available');
};
