import type { CapabilityName } from '@shipdeck/domain/features/features';
import type { Db } from '../../platform/db/database.ts';
import { upsertClientCapabilityRow } from './features.repository.ts';
import { publishFeatureBehaviour } from './publish-feature-behaviour.ts';

/** Changes one capability flag of one client and pushes the new state in the same transaction. */
export const updateClientCapability = (
  db: Db,
  scope: { clientId: string; tenantId: string },
  capabilityName: CapabilityName,
  enabled: boolean,
) =>
  db.transaction(async (tx) => {
    await upsertClientCapabilityRow(tx, { clientId: scope.clientId, capabilityName, enabled });
    const state = await publishFeatureBehaviour(tx, scope);
    return state.capabilities;
  });
