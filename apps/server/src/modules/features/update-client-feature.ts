import type { ClientFeatureName, UpdateClientFeatureRequest } from '@shipdeck/domain/features/features';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { upsertClientFeatureRow } from './features.repository.ts';
import { findClientFeatures } from './find-client-features.ts';
import { publishFeatureBehaviour } from './publish-feature-behaviour.ts';

/**
 * Changes one feature of one client and tells its browsers (feature-behaviour-upsert) in the same
 * transaction. Omitted properties keep their current value.
 */
export const updateClientFeature = (
  db: Db,
  scope: { clientId: string; tenantId: string },
  featureName: ClientFeatureName,
  change: UpdateClientFeatureRequest,
) =>
  db.transaction(async (tx) => {
    const current = (await findClientFeatures(tx, scope)).find((f) => f.featureName === featureName);
    if (!current) throw notFound();
    await upsertClientFeatureRow(tx, {
      clientId: scope.clientId,
      featureName,
      source: change.source ?? current.source,
      enabled: change.enabled,
      behaviourProperties: change.behaviourProperties ?? current.behaviourProperties,
    });
    const state = await publishFeatureBehaviour(tx, scope);
    return state.features.find((f) => f.featureName === featureName)!;
  });
