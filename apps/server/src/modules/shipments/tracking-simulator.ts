import { EventType } from '@shipdeck/domain/events/event-types';
import { localDateAt } from '@shipdeck/domain/geo/time-zone';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { recordDelivery } from '../on-time/index.ts';
import { recordWeightCorrection } from '../weight-corrections/index.ts';
import { type TrackingDependencies, trackShipment } from './get-tracking.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import type { ShipmentRow } from './shipments.tables.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

const BATCH = 500;

/**
 * The carrier weighs and measures a parcel at its hub once it has it: its correction, if any, is
 * recorded with the collection (once per shipment, however often the carrier reports it).
 */
const recordReweigh = async (
  tx: Db,
  carriers: TrackingDependencies['carriers'],
  row: ShipmentRow,
  correctedAt: Date,
) => {
  if (!row.service) return;
  const report = carriers.reweigh({
    serviceId: row.service.id,
    from: { country: row.fromAddress.alpha2Code ?? '', zip: row.fromAddress.zipCode ?? '' },
    to: { country: row.toAddress.alpha2Code ?? '', zip: row.toAddress.zipCode ?? '' },
    parcels: row.parcels.map(({ weight, length, width, height }) => ({ weight, length, width, height })),
  });
  if (!report) return;
  await recordWeightCorrection(tx, {
    ...report,
    clientId: row.clientId,
    shipmentId: row.id,
    serviceId: row.service.id,
    correctedAt,
  });
};

/**
 * One pass of the sandbox tracking: every parcel on its way (or only `clientId`'s) takes the state its
 * carrier reports at `now`, with a shipment-updated event. Idempotent, so several processes may run it at once.
 */
export const advanceTracking = async (
  dependencies: TrackingDependencies &
    ShipmentViewSources & {
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
    // Reports apply in order: one older than the recorded one (after a sandbox clock moved ahead) changes nothing.
    if (row.trackingReportedAt && now < row.trackingReportedAt) continue;
    const entries = await trackShipment(dependencies, row, now);
    const latest = entries.at(-1);
    if (!latest) continue;
    const isMove = latest.state !== row.state;
    // A new event in the same state (a hub scan) is progress too: the problems inbox tells a stall by it.
    const isNews = isMove || row.trackingMovedAt?.toISOString() !== new Date(latest.at).toISOString();
    // A sandbox clock moved ahead also records that the carrier reported nothing new by then: a parcel
    // can stall on it. Passes at the real time write only news.
    const isClockAhead = now.getTime() > Date.now() && (row.trackingReportedAt ?? new Date(0)) < now;
    if (!isNews && !isClockAhead) continue;
    const collected = entries.find((entry) => entry.state === 'IN_TRANSIT');
    await db.transaction(async (tx) => {
      const updated = await shipmentsLifecycleRepository.updateIfState(tx, {
        id: row.id,
        fromState: row.state,
        patch: {
          state: latest.state,
          trackingMovedAt: new Date(latest.at),
          trackingEvent: latest.event,
          trackingReportedAt: now,
          ...(collected && !row.collectedAt ? { collectedAt: new Date(collected.at) } : {}),
        },
      });
      if (!updated) return;
      if (collected && !row.collectedAt) {
        await recordReweigh(tx, dependencies.carriers, row, new Date(collected.at));
      }
      if (!isMove) return;
      moved += 1;
      if (updated.state === 'DELIVERED' && row.estimatedDeliveryDate && row.service) {
        const to = { country: row.toAddress.alpha2Code ?? '', zip: row.toAddress.zipCode ?? '' };
        await recordDelivery(tx, {
          clientId: row.clientId,
          shipmentId: row.id,
          serviceId: row.service.id,
          fromCountry: row.fromAddress.alpha2Code ?? '',
          toCountry: to.country,
          promisedDate: row.estimatedDeliveryDate,
          deliveredDate: localDateAt(new Date(latest.at), to),
        });
      }
      await publishShipmentViews(tx, dependencies, {
        clientId: row.clientId,
        type: EventType.ShipmentUpdated,
        rows: [updated],
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
  {
    carriers,
    trackingMoved,
    findShipmentExtras,
  }: Pick<ShipmentsDependencies, 'carriers' | 'trackingMoved' | 'findShipmentExtras'>,
) => {
  if (!app.config.JOBS_ENABLED) return;
  const dependencies = {
    db: app.database.db,
    carriers,
    findShipmentExtras,
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
