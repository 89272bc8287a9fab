import { EventType } from '@shipdeck/domain/events/event-types';
import type { FeatureBehaviourUpsertPayload } from '@shipdeck/domain/features/features';
import type { Db } from '../../platform/db/database.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { findClientFeatures } from './find-client-features.ts';
import { getClientCapabilities } from './get-client-capabilities.ts';

/** Pushes the client's whole new feature state in the transaction of the change. */
export const publishFeatureBehaviour = async (tx: Db, scope: { clientId: string; tenantId: string }) => {
  const payload: FeatureBehaviourUpsertPayload = {
    features: await findClientFeatures(tx, scope),
    capabilities: await getClientCapabilities(tx, scope),
  };
  await publishEvent(tx, { clientId: scope.clientId, type: EventType.FeatureBehaviourUpsert, payload });
  return payload;
};
