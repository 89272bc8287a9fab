import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { MarketplaceImportEnded } from '@shipdeck/domain/integrations/integration.schema';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { credentialsKeyOf } from '../../platform/secrets/credentials-key.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { MarketplaceUnauthorizedError } from '../../providers/marketplaces/marketplace-provider.ts';
import { marketplaceProviderFor } from '../../providers/marketplaces/marketplace-providers.ts';
import { createImportedShipments } from '../shipments/index.ts';
import { findWarehouses } from '../warehouses/index.ts';
import { openIntegrationRow } from './integration-data-cipher.ts';
import { integrationsRepository } from './integrations.repository.ts';
import { orderToDraft } from './order-to-draft.ts';

/** A scheduled import looks back this far before the last one, for orders a marketplace lists late. */
const OVERLAP_MS = 60 * 60 * 1000;
const FIVE_DAYS_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * Imports a connected marketplace's orders into drafts: from `since` (the five-day import) or from just
 * before the last import. Drafts go through the same path as the CSV import (createImportedShipments:
 * the client's shipping rules, one shipment per external order id, the created events); the sender is
 * the client's default warehouse. Refused credentials mark the connection UNAUTHORIZED. The outcome is
 * announced with the import-ended event. Returns null when the client has no such connection.
 */
export const importMarketplaceOrders = async (
  dependencies: Pick<PlatformDependencies, 'config' | 'db' | 'log'> & { carriers: CarrierProvider },
  input: { clientId: string; integration: string; since?: Date; now: Date; trigger: 'MANUAL' | 'SCHEDULED' },
): Promise<MarketplaceImportEnded | null> => {
  const db = dependencies.db;
  const { clientId, integration, now } = input;
  const stored = await integrationsRepository.get(db, clientId, integration);
  const connection = stored && openIntegrationRow(stored, credentialsKeyOf(dependencies.config));
  const provider = marketplaceProviderFor(integration);
  if (!connection || !provider) return null;
  const since =
    input.since ??
    (connection.lastImportedAt
      ? new Date(connection.lastImportedAt.getTime() - OVERLAP_MS)
      : new Date(now.getTime() - FIVE_DAYS_MS));
  const outcome: MarketplaceImportEnded = {
    integration,
    source: connection.source,
    numberShipmentsImported: 0,
    shipmentReferences: [],
    errorType: null,
    errorSubtype: null,
    callbackPayload: { trigger: input.trigger },
  };
  try {
    const orders = await provider.listOrders({
      db,
      account: { integration, data: connection.data },
      since,
      until: now,
    });
    const warehouses = (await findWarehouses(db, { clientId })) as (SavedAddress & { isDefault?: boolean })[];
    const warehouse = warehouses.find((entry) => entry.isDefault) ?? warehouses[0];
    const sender = warehouse ? { from: toShipmentAddress(warehouse), warehouseId: warehouse.id } : {};
    const drafts = orders.flatMap((order) => {
      const draft = orderToDraft(integration, order);
      return draft ? [{ ...draft, shipment: { ...draft.shipment, ...sender } }] : [];
    });
    await db.transaction(async (tx) => {
      const references = await createImportedShipments(tx, {
        carriers: dependencies.carriers,
        clientId,
        drafts,
        now,
      });
      outcome.shipmentReferences = references.filter((reference): reference is string => reference !== null);
      outcome.numberShipmentsImported = outcome.shipmentReferences.length;
      await integrationsRepository.markImported(tx, connection.id, now);
      await publishEvent(tx, { clientId, type: EventType.ImportEnded, payload: outcome });
    });
    return outcome;
  } catch (error) {
    if (error instanceof MarketplaceUnauthorizedError) {
      outcome.errorType = 'UNAUTHORIZED';
      outcome.errorSubtype = error.subtype;
    } else {
      dependencies.log.error({ err: error, clientId, integration }, 'Marketplace import failed');
      outcome.errorType = 'GENERIC';
    }
    await db.transaction(async (tx) => {
      if (outcome.errorType === 'UNAUTHORIZED')
        await integrationsRepository.markUnauthorized(tx, connection.id, outcome.errorSubtype!);
      await publishEvent(tx, { clientId, type: EventType.ImportEnded, payload: outcome });
    });
    return outcome;
  }
};
