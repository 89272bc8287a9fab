import { ClientFeatureName, isFeatureUsable } from '@shipdeck/domain/features/features';
import { OwnContractMessage } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { findClientFeatures } from '../features/index.ts';
import { hasEnabledSubscription } from '../subscriptions/index.ts';

/** Own contracts need the OWN_CONTRACT feature, and the subscription when it comes with one. */
export const canUseOwnContracts = async (db: Db, auth: AuthContext) =>
  isFeatureUsable(
    await findClientFeatures(db, auth),
    ClientFeatureName.OwnContract,
    await hasEnabledSubscription(db, auth.clientId),
  );

/** Registering and choosing services are refused (403) to a client whose plan does not include them. */
export const requireOwnContracts = async (db: Db, auth: AuthContext) => {
  if (!(await canUseOwnContracts(db, auth)))
    throw new AppError({
      code: 'ClientNotAuthorized',
      status: 403,
      messageKey: OwnContractMessage.notAvailable,
    });
};
