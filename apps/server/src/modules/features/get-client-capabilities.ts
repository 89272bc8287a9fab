import {
  type Capabilities,
  capabilityNameSchema,
  defaultCapabilities,
} from '@shipdeck/domain/features/features';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import type { CapabilityChange } from './client-capability-changes.ts';
import { selectClientCapabilityRows } from './features.repository.ts';

/** The tenant's default capability flags with the client's own changes laid over them. */
export const capabilitiesOf = (tenantId: string, changes: readonly CapabilityChange[]): Capabilities => {
  const tenant = getTenant(tenantId);
  if (!tenant) throw new Error(`Unknown tenant ${tenantId}`);
  const capabilities = defaultCapabilities(tenant);
  for (const [capabilityName, isEnabled] of changes) {
    const name = capabilityNameSchema.safeParse(capabilityName);
    if (name.success) capabilities[name.data] = isEnabled;
  }
  return capabilities;
};

/** The client's capability flags as they stand now. */
export const getClientCapabilities = async (
  db: Db,
  scope: { clientId: string; tenantId: string },
): Promise<Capabilities> => {
  const rows = await selectClientCapabilityRows(db, scope.clientId);
  return capabilitiesOf(
    scope.tenantId,
    rows.map((row): CapabilityChange => [row.capabilityName, row.enabled]),
  );
};
