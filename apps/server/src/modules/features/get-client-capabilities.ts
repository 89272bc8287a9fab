import {
  type Capabilities,
  capabilityNameSchema,
  defaultCapabilities,
} from '@shipdeck/domain/features/features';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { selectClientCapabilityRows } from './features.repository.ts';

/** The tenant's default capability flags with the client's own changes laid over them. */
export const getClientCapabilities = async (
  db: Db,
  scope: { clientId: string; tenantId: string },
): Promise<Capabilities> => {
  const tenant = getTenant(scope.tenantId);
  if (!tenant) throw new Error(`Unknown tenant ${scope.tenantId}`);
  const capabilities = defaultCapabilities(tenant);
  for (const row of await selectClientCapabilityRows(db, scope.clientId)) {
    const name = capabilityNameSchema.safeParse(row.capabilityName);
    if (name.success) capabilities[name.data] = row.enabled;
  }
  return capabilities;
};
