import { EventType } from '@shipdeck/domain/events/event-types';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { type TrackingDependencies, trackShipment } from './get-tracking.ts';
import { toShipmentView } from './shipment-view.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

const BATCH = 500;

/**
 * One pass of the sandbox tracking: every parcel on its way (or only `clientId`'s) takes the state its
 * carrier reports at `now`, with a shipment-updated event. Idempotent, so several processes may run it at once.
 */
export const advanceTracking = async (
  dependencies: TrackingDependencies & {
    db: Db;
    /** Told of each move in its transaction (the buyer's milestone e-mails). */
    onMoved?: (tx: Db, input: { clientId: string; shipmentId: string; state: string }) => Promise<void>;
  },
  now = new Date(),
  clientId?: string,
) => {
  const { db } = dependencies;
  let moved = 0;
  for (const row of await shipmentsLifecycleRepository.findTrackable(db, BATCH, clientId)) {
    const latest = (await trackShipment(dependencies, row, now)).at(-1);
    if (!latest || latest.state === row.state) continue;
    await db.transaction(async (tx) => {
      const updated = await shipmentsLifecycleRepository.updateIfState(tx, {
        id: row.id,
        fromState: row.state,
        patch: {
          state: latest.state,
          ...(latest.state === 'IN_TRANSIT' && !row.collectedAt ? { collectedAt: new Date(latest.at) } : {}),
        },
      });
      if (!updated) return;
      moved += 1;
      await publishEvent(tx, {
        clientId: row.clientId,
        type: EventType.ShipmentUpdated,
        payload: toShipmentView(updated),
      });
      await dependencies.onMoved?.(tx, { clientId: row.clientId, shipmentId: row.id, state: updated.state });
    });
  }
  return moved;
};

/** How often the simulator looks: a simulated quarter hour, between 2 s and 60 s of real time. */
export const simulatorIntervalMs = (timeScale: number) =>
  Math.min(60_000, Math.max(2_000, 900_000 / timeScale));

/** Runs the simulator in processes that run workers; stops with the app. */
export const startTrackingSimulator = (
  app: FastifyInstance,
  { carriers, trackingMoved }: Pick<ShipmentsDependencies, 'carriers' | 'trackingMoved'>,
) => {
  if (!app.config.JOBS_ENABLED) return;
  const dependencies = {
    db: app.database.db,
    carriers,
    timeScale: app.config.SANDBOX_TIME_SCALE,
    onMoved: (tx: Db, input: { clientId: string; shipmentId: string; state: string }) =>
      trackingMoved(tx, { ...input, jobs: app.jobs }),
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = advanceTracking(dependencies)
        .catch((error) => app.log.error({ err: error }, 'tracking simulator pass failed'))
        .finally(() => {
          running = undefined;
        });
    }, simulatorIntervalMs(app.config.SANDBOX_TIME_SCALE));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
