import {
  type ClientFeature,
  clientFeatureNameSchema,
  defaultClientFeatures,
  featureSourceSchema,
} from '@shipdeck/domain/features/features';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { selectClientFeatureRows } from './features.repository.ts';

/** The tenant's defaults with the client's own changes laid over them. */
export const findClientFeatures = async (
  db: Db,
  scope: { clientId: string; tenantId: string },
): Promise<ClientFeature[]> => {
  const tenant = getTenant(scope.tenantId);
  const defaults = tenant ? defaultClientFeatures(tenant) : [];
  const rows = await selectClientFeatureRows(db, scope.clientId);
  return defaults.map((feature) => {
    const row = rows.find((r) => r.featureName === feature.featureName);
    if (!row || !clientFeatureNameSchema.safeParse(row.featureName).success) return feature;
    return {
      featureName: feature.featureName,
      source: featureSourceSchema.catch(feature.source).parse(row.source),
      enabled: row.enabled,
      behaviourProperties: row.behaviourProperties,
    };
  });
};
