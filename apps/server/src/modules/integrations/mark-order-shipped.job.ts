import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { credentialsKeyOf } from '../../platform/secrets/credentials-key.ts';
import { MarketplaceUnauthorizedError } from '../../providers/marketplaces/marketplace-provider.ts';
import { marketplaceProviderFor } from '../../providers/marketplaces/marketplace-providers.ts';
import { findLabelledOrderShipmentIds, findShipmentsByIds } from '../shipments/index.ts';
import { openIntegrationRow } from './integration-data-cipher.ts';
import { integrationsRepository } from './integrations.repository.ts';
import { externalOrderIdOf, parseExternalOrderId } from './order-to-draft.ts';

/** How far back a (re)connection looks for labels whose order the marketplace was never told about. */
export const UNTOLD_LABELS_DAYS = 30;

/**
 * Tells the marketplace an order shipped, with its tracking number, once the shipment's label exists.
 * Recorded before the call and undone when the call fails, so a retry tells it again and a success is
 * never told twice.
 */
export const markOrderShippedJob = defineJob({
  id: 'integrations.order.mark-shipped',
  version: 1,
  schema: z.object({ clientId: z.string().uuid(), shipmentId: z.string().uuid() }),
  options: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
  handler: async ({ clientId, shipmentId }, { config, db }) => {
    const [shipment] = await findShipmentsByIds(db, clientId, [shipmentId]);
    const order = shipment?.externalOrderId ? parseExternalOrderId(shipment.externalOrderId) : null;
    const trackingNumber = shipment?.trackings[0];
    if (!shipment || !order || !trackingNumber) return;
    const stored = await integrationsRepository.get(db, clientId, order.integration);
    const connection = stored && openIntegrationRow(stored, credentialsKeyOf(config));
    const provider = marketplaceProviderFor(order.integration);
    if (!connection || !provider) return;
    const isNew = await integrationsRepository.insertFulfilment(db, {
      shipmentId,
      clientId,
      integration: order.integration,
      externalOrderId: shipment.externalOrderId!,
      trackingNumber,
    });
    if (!isNew) return;
    try {
      await provider.markShipped({
        db,
        clientId,
        account: { integration: order.integration, data: connection.data },
        orderId: order.orderId,
        trackingNumber,
        carrierName: shipment.carrierName ?? null,
      });
    } catch (error) {
      await integrationsRepository.deleteFulfilment(db, shipmentId);
      // Refused credentials: the card says so; retrying before the seller reconnects cannot help.
      if (error instanceof MarketplaceUnauthorizedError) {
        await integrationsRepository.markUnauthorized(db, connection.id, error.subtype);
        return;
      }
      throw error;
    }
  },
});

/**
 * The label-created hook: queued in the labels' transaction (one statement for all), so each runs only
 * once its label exists. Only shipments made from a marketplace order have an order to tell: the others
 * queue nothing.
 */
export const queueMarketplaceOrderShipped = async (
  tx: Db,
  input: { jobs: JobQueue; clientId: string; shipmentIds: string[] },
) => {
  const fromOrders = (await findShipmentsByIds(tx, input.clientId, input.shipmentIds)).filter(
    (shipment) => shipment.externalOrderId,
  );
  await input.jobs.enqueueMany(
    markOrderShippedJob,
    fromOrders.map((shipment) => ({ clientId: input.clientId, shipmentId: shipment.id })),
    { tx },
  );
};

/**
 * After a seller (re)connects an integration: the orders of it whose label exists (from the last
 * UNTOLD_LABELS_DAYS days) but whose marketplace was never told, because the credentials were refused
 * or the connection was gone, are queued to be marked shipped again.
 */
export const retryUntoldShipments = async (
  db: Db,
  input: { jobs: JobQueue; clientId: string; integration: string; now: Date },
) => {
  const candidates = await findLabelledOrderShipmentIds(db, {
    clientId: input.clientId,
    orderIdPrefix: externalOrderIdOf(input.integration, ''),
    since: new Date(input.now.getTime() - UNTOLD_LABELS_DAYS * 24 * 60 * 60 * 1000),
  });
  const told = await integrationsRepository.findFulfilledShipmentIds(db, candidates);
  for (const shipmentId of candidates.filter((id) => !told.has(id))) {
    await input.jobs.enqueue(markOrderShippedJob, { clientId: input.clientId, shipmentId });
  }
};
