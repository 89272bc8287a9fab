import { EventType } from '@shipdeck/domain/events/event-types';
import type { CancelReason } from '@shipdeck/domain/shipments/post-sale.schema';
import { cancelEligibility } from '@shipdeck/domain/shipments/rules/post-sale-actions';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { completeCancellationJob } from './complete-cancellation.job.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

const REFUSAL_KEYS = {
  state: 'cancel.error.not-cancelable',
  'already-requested': 'cancel.error.already-requested',
  collected: 'cancel.error.collected',
  'time-limit': 'cancel.error.time-limit',
} as const;

export type CancelDependencies = ShipmentViewSources & {
  jobs: JobQueue;
  /** How much faster than real time the sandbox carrier answers (SANDBOX_TIME_SCALE). */
  timeScale: number;
};

type CancelInput = {
  clientId: string;
  tenantId: string;
  reference: string;
  reason: CancelReason;
  now?: Date;
};

/**
 * Asks for a cancellation in `tx`, the caller's transaction: the shipment becomes cancel-requested at
 * once and the carrier's confirmation (a job) makes it canceled, and the order gives back what it cost.
 * Refused (409 with a message key) once collected, past the tenant's limit or in no cancellable state.
 */
export const requestShipmentCancellation = async (
  tx: Db,
  dependencies: CancelDependencies,
  input: CancelInput,
) => {
  const { jobs, timeScale } = dependencies;
  const now = input.now ?? new Date();
  const row = await shipmentsRepository.findByReferenceForUpdate(tx, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  const eligibility = cancelEligibility({
    state: row.state as ShipmentState,
    purchasedAt: row.orderDate,
    collectedAt: row.collectedAt,
    now,
    limitDays: getTenant(input.tenantId)?.switches.cancellationDays ?? 15,
  });
  if (!eligibility.isAllowed) {
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 409,
      messageKey: REFUSAL_KEYS[eligibility.reason],
    });
  }
  const updated = await shipmentsLifecycleRepository.updateIfState(tx, {
    id: row.id,
    fromState: row.state,
    patch: { state: 'CANCEL_REQUESTED', cancelReason: input.reason, cancelRequestedAt: now },
  });
  if (!updated)
    throw new AppError({ code: 'Conflict', status: 409, messageKey: 'cancel.error.not-cancelable' });
  // The carrier answers within a (simulated) hour.
  const startAfter = new Date(now.getTime() + 3_600_000 / timeScale);
  await jobs.enqueue(
    completeCancellationJob,
    { shipmentId: row.id, reason: input.reason },
    { tx, startAfter },
  );
  const [view] = await publishShipmentViews(tx, dependencies, {
    clientId: input.clientId,
    type: EventType.ShipmentUpdated,
    rows: [updated],
  });
  return view!;
};

/** POST /shipments/:reference/cancel: the cancellation asked for in a transaction of its own. */
export const cancelShipment = (dependencies: CancelDependencies & { db: Db }, input: CancelInput) =>
  dependencies.db.transaction((tx) => requestShipmentCancellation(tx, dependencies, input));
