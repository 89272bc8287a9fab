import { EventType } from '@shipdeck/domain/events/event-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import {
  type BatchJob,
  defineJob,
  defineJobKind,
  type JobDependencies,
} from '../../platform/jobs/job-definition.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import type { Booking, LabelRequest } from '../../providers/carriers/carrier-provider.ts';
import { findLabelDeclarations, labelRequestOf } from './label-request.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { type ShipmentRow, shipments } from './shipments.tables.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/** Where the label a carrier made at purchase is kept (one 4x6 page a parcel). */
export const purchaseLabelKey = (clientId: string, reference: string) =>
  clientFileKey(clientId, 'labels', `${reference}.pdf`);

const RETRY_LIMIT = 3;
/**
 * Label jobs one worker takes at once: their shipments are read, and moved to ready to print with their
 * events and follow-up jobs, in a few statements instead of a dozen round trips each.
 */
const LABEL_BATCH_SIZE = 25;

const isAwaitingLabels = (state: string) => state === 'PURCHASE_SUCCESS' || state === 'RETRY';

/**
 * After payment: the carrier books the shipment, the booking is recorded, then the labels are made.
 * Success moves it through carrier ok to ready to print with its tracking numbers (tracking starts
 * there); a carrier refusal leaves it in labels ko.
 *
 * Safe to run again at any point, also after a crash: the booking is asked for with the shipment id as
 * idempotency key (the carrier answers the first booking again) and recorded before the PDF is made,
 * so a retry never books twice. A cancellation that overtook label creation cancels the booking with
 * the tracking numbers recorded here; a booking recorded after the cancellation was done is cancelled
 * here.
 */
export const createShipmentLabelsJob = defineJobKind({
  id: 'shipment.label.generate',
  version: 1,
  schema: z.object({ shipmentId: z.string().uuid() }),
});

type LabelJob = BatchJob<{ shipmentId: string }>;
type Made = { row: ShipmentRow; trackingNumbers: string[] };

const bySeller = (rows: readonly ShipmentRow[]) => {
  const groups = new Map<string, ShipmentRow[]>();
  for (const row of rows) groups.set(row.clientId, [...(groups.get(row.clientId) ?? []), row]);
  return groups;
};

/** Announces these shipments (of any sellers) with their complete views, seller by seller. */
const publishUpdated = async (tx: Db, sources: ShipmentViewSources, rows: readonly ShipmentRow[]) => {
  for (const [clientId, ofSeller] of bySeller(rows))
    await publishShipmentViews(tx, sources, { clientId, type: EventType.ShipmentUpdated, rows: ofSeller });
};

/**
 * The labels are stored: the shipments pass carrier ok to ready to print in one transaction, so a
 * crash cannot leave one half way with nobody to finish the move. One statement moves them all at each
 * step, each only from the state it was read in (a cancellation may have overtaken it), and the events
 * and what follows a label (`onReady`, per seller) are written with them.
 */
const markReadyToPrint = (
  db: Db,
  sources: ShipmentViewSources,
  made: readonly Made[],
  onReady: (tx: Db, input: { clientId: string; shipmentIds: string[] }) => Promise<void>,
) =>
  db.transaction(async (tx) => {
    // A shipment already at carrier ok has its tracking numbers: only the last move is left.
    const toCarrierOk = made.filter(({ row }) => row.state !== 'CARRIER_OK');
    const atCarrierOk =
      toCarrierOk.length === 0
        ? []
        : await tx
            .update(shipments)
            .set({
              state: 'CARRIER_OK',
              trackings: sql`(${JSON.stringify(
                Object.fromEntries(toCarrierOk.map(({ row, trackingNumbers }) => [row.id, trackingNumbers])),
              )}::jsonb -> (${shipments.id}::text))`,
              trackingUrl: null,
              updatedAt: new Date(),
            })
            .where(
              and(
                inArray(
                  shipments.id,
                  toCarrierOk.map(({ row }) => row.id),
                ),
                sql`${shipments.state} = (${JSON.stringify(
                  Object.fromEntries(toCarrierOk.map(({ row }) => [row.id, row.state])),
                )}::jsonb ->> (${shipments.id}::text))`,
              ),
            )
            .returning();
    await publishUpdated(tx, sources, atCarrierOk);
    const movable = [
      ...atCarrierOk.map((row) => row.id),
      ...made.filter(({ row }) => row.state === 'CARRIER_OK').map(({ row }) => row.id),
    ];
    if (movable.length === 0) return;
    const readyRows = await tx
      .update(shipments)
      .set({ state: 'READY_TO_PRINT', labelCreatedAt: new Date(), updatedAt: new Date() })
      .where(and(inArray(shipments.id, movable), eq(shipments.state, 'CARRIER_OK')))
      .returning();
    await publishUpdated(tx, sources, readyRows);
    // Sellers in one order, so that two batches take what `onReady` locks in the same order.
    for (const [clientId, rows] of [...bySeller(readyRows)].sort(([a], [b]) => a.localeCompare(b)))
      await onReady(tx, { clientId, shipmentIds: rows.map((row) => row.id) });
  });

/** The job's handler, given where the customs figures printed on the labels come from. */
export const defineCreateShipmentLabelsJob = ({
  carriers,
  findDeclaredGoods,
  findBookingContract,
  labelCreated,
  labelFailed,
  findShipmentExtras,
}: Pick<
  ShipmentsDependencies,
  | 'carriers'
  | 'findDeclaredGoods'
  | 'findBookingContract'
  | 'labelCreated'
  | 'labelFailed'
  | 'findShipmentExtras'
>) => {
  const sources = { findShipmentExtras };
  /**
   * The label jobs of a batch: each shipment is booked and its label made and stored on its own (in
   * parallel), then those made move to ready to print together. Answers the jobs that failed, to be
   * retried; a job whose shipment is done or gone completes.
   */
  const createLabels = async (
    jobs: readonly LabelJob[],
    { db, jobs: queue, storage, log }: JobDependencies,
  ): Promise<Map<string, unknown>> => {
    const failures = new Map<string, unknown>();
    const rows = await db
      .select()
      .from(shipments)
      .where(
        inArray(
          shipments.id,
          jobs.map((job) => job.payload.shipmentId),
        ),
      );
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const made: Made[] = [];

    const cancelAtCarrier = (row: ShipmentRow) =>
      carriers.cancel(db, {
        serviceId: row.service?.id ?? '',
        reference: row.reference,
        trackingNumbers: row.trackings,
        reason: row.cancelReason ?? 'cancelled during label creation',
      });
    // Labels ko, its event and what follows a failure (the bulk order's mail) in one transaction.
    const markLabelsFailed = (row: ShipmentRow) =>
      db.transaction(async (tx) => {
        const updated = await shipmentsLifecycleRepository.updateIfState(tx, {
          id: row.id,
          fromState: row.state,
          patch: { state: 'LABELS_KO' },
        });
        if (!updated) return;
        await publishUpdated(tx, sources, [updated]);
        await labelFailed(tx, { jobs: queue, clientId: row.clientId, shipmentIds: [row.id] });
      });

    // What the labels print and the sellers' own contracts, read once for the batch.
    const awaiting = rows.filter((row) => isAwaitingLabels(row.state));
    const declared = new Map<string, Awaited<ReturnType<typeof findLabelDeclarations>>>();
    for (const [clientId, ofSeller] of bySeller(awaiting))
      declared.set(clientId, await findLabelDeclarations(findDeclaredGoods, db, clientId, ofSeller));
    const contracts = new Map<string, ReturnType<typeof findBookingContract>>();
    const contractFor = (clientId: string, serviceId: string) => {
      const key = `${clientId}:${serviceId}`;
      let found = contracts.get(key);
      if (!found) {
        found = findBookingContract(db, { clientId, serviceId });
        contracts.set(key, found);
      }
      return found;
    };

    /** Runs a step for each job, in parallel; a job whose step throws fails (and is retried) alone. */
    const eachJob = async <T, R>(
      items: readonly T[],
      jobOf: (item: T) => LabelJob,
      step: (item: T) => Promise<R | undefined>,
    ): Promise<R[]> => {
      const results: R[] = [];
      await Promise.all(
        items.map(async (item) => {
          try {
            const result = await step(item);
            if (result !== undefined) results.push(result);
          } catch (error) {
            failures.set(jobOf(item).jobId, error);
          }
        }),
      );
      return results;
    };

    type Booked = { job: LabelJob; row: ShipmentRow; request: LabelRequest; booking: Booking };
    type ToBook = Omit<Booked, 'booking'>;

    const refused = async (row: ShipmentRow, error: unknown) => {
      log.warn({ err: error, reference: row.reference }, 'carrier refused the labels');
      await markLabelsFailed(row);
    };

    /**
     * What a shipment needs: nothing (cancelled, or not waiting for labels), the last move (the label
     * made), its label (booked before), or a booking.
     */
    const settle = async (job: LabelJob, row: ShipmentRow): Promise<Booked | ToBook | undefined> => {
      // An earlier attempt may have booked just before (or after) the cancellation was done.
      if (row.state === 'CANCELED') {
        await cancelAtCarrier(row);
        return;
      }
      // A process that died between the two steps of the last move left the label made and stored.
      if (row.state === 'CARRIER_OK') {
        made.push({ row, trackingNumbers: row.trackings });
        return;
      }
      if (!isAwaitingLabels(row.state)) return;
      let request: LabelRequest;
      try {
        request = labelRequestOf(carriers, row, '4x6', declared.get(row.clientId)?.get(row.id));
      } catch (error) {
        await refused(row, error);
        return;
      }
      if (!row.carrierBookingReference) return { job, row, request };
      const booking = { bookingReference: row.carrierBookingReference, trackingNumbers: row.trackings };
      return { job, row, request, booking };
    };

    /** Books the shipments not booked yet in one call to the carrier; a refusal ends in labels ko. */
    const bookAll = async (toBook: readonly ToBook[]): Promise<Booked[]> => {
      if (toBook.length === 0) return [];
      let answers: PromiseSettledResult<Booking>[];
      try {
        const requests = await Promise.all(
          toBook.map(async ({ row, request }) => {
            // A service on the seller's own contract is booked with their credentials (never logged).
            const contract = await contractFor(row.clientId, request.serviceId);
            return { ...request, idempotencyKey: row.id, ...(contract ? { contract } : {}) };
          }),
        );
        answers = await carriers.bookAll(db, requests);
      } catch (error) {
        answers = toBook.map(() => ({ status: 'rejected', reason: error }));
      }
      return eachJob(
        toBook.map((item, index) => ({ ...item, answer: answers[index]! })),
        ({ job }) => job,
        async ({ answer, ...item }) => {
          if (answer.status === 'fulfilled') return { ...item, booking: answer.value };
          await refused(item.row, answer.reason);
          return;
        },
      );
    };

    /** Makes and stores the label of a booked shipment. */
    const makeLabel = async ({ job, row, request, booking }: Booked) => {
      try {
        const result = await carriers.createLabel(request);
        await storage.put(purchaseLabelKey(row.clientId, row.reference), result.pdf, 'application/pdf');
      } catch (error) {
        // Booked but no label yet: retried as the job is; after the last attempt the seller sees labels ko.
        if (job.retryCount < RETRY_LIMIT) throw error;
        log.error({ err: error, reference: row.reference }, 'could not make the labels of a booked shipment');
        await markLabelsFailed(row);
        return;
      }
      made.push({ row, trackingNumbers: booking.trackingNumbers });
    };

    // A shipment queued twice in one batch is made once: its other jobs complete with it.
    const firstJobs = new Map<string, LabelJob>();
    for (const job of jobs)
      if (!firstJobs.has(job.payload.shipmentId)) firstJobs.set(job.payload.shipmentId, job);
    const found = [...firstJobs.values()].flatMap((job) => {
      const row = rowById.get(job.payload.shipmentId);
      return row ? [{ job, row }] : [];
    });
    const settled = await eachJob(
      found,
      ({ job }) => job,
      ({ job, row }) => settle(job, row),
    );
    const booked = [
      ...settled.filter((item): item is Booked => 'booking' in item),
      ...(await bookAll(settled.filter((item) => !('booking' in item)))),
    ];
    // The bookings are recorded (in one statement) before any label is made, so a retry never books twice.
    const recorded = await shipmentsLifecycleRepository.recordBookings(
      db,
      booked
        .filter(({ row }) => !row.carrierBookingReference)
        .map(({ row, booking }) => ({ id: row.id, ...booking })),
    );
    const labelled = await eachJob(
      booked,
      ({ job }) => job,
      async (item) => {
        if (item.row.carrierBookingReference) return item;
        const current = recorded.get(item.row.id);
        if (current?.state === 'CANCELED') {
          await cancelAtCarrier(current);
          return;
        }
        // Cancel requested meanwhile: the cancellation cancels this booking with the numbers just recorded.
        if (!current || !isAwaitingLabels(current.state)) return;
        return item;
      },
    );
    await eachJob(labelled, ({ job }) => job, makeLabel);
    const onReady = (tx: Db, input: { clientId: string; shipmentIds: string[] }) =>
      labelCreated(tx, { jobs: queue, ...input });
    try {
      if (made.length > 0) await markReadyToPrint(db, sources, made, onReady);
    } catch (error) {
      // One shipment that cannot move must not hold back the others: each moves on its own, and only
      // the jobs whose move fails are retried.
      log.warn({ err: error, labels: made.length }, 'labels of a batch moved one by one');
      await eachJob(
        made,
        ({ row }) => firstJobs.get(row.id)!,
        (item) => markReadyToPrint(db, sources, [item], onReady),
      );
    }
    return failures;
  };

  return defineJob({
    ...createShipmentLabelsJob,
    options: {
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: 2,
      retryBackoff: true,
      pollingIntervalMs: 250,
      concurrency: 4,
      batchSize: LABEL_BATCH_SIZE,
    },
    handleBatch: createLabels,
    handler: async (payload, context) => {
      const { jobId, retryCount, enqueuedVersion } = context;
      const failures = await createLabels([{ payload, jobId, retryCount, enqueuedVersion }], context);
      if (failures.has(jobId)) throw failures.get(jobId);
    },
  });
};
