import { PROBLEMS_PAGE_SIZE, type ProblemShipment } from '@shipdeck/domain/problems/problems.schema';
import { DEFAULT_CLAIM_WINDOWS, shipmentProblemOf } from '@shipdeck/domain/problems/rules/shipment-problem';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import type { TrackingEvent } from '@shipdeck/domain/shipments/tracking-events';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { findProblemShipments, lastMovedAtOf, type ShipmentRow } from '../shipments/index.ts';

const toProblem = (row: ShipmentRow, now: Date, windows = DEFAULT_CLAIM_WINDOWS): ProblemShipment | null => {
  const lastMovedAt = lastMovedAtOf(row);
  const dispatchedAt = row.collectedAt ?? row.labelCreatedAt ?? row.createdAt;
  // A sandbox clock moved ahead reports from the future: judge the parcel as of the later moment.
  const asOf = row.trackingReportedAt && row.trackingReportedAt > now ? row.trackingReportedAt : now;
  const problem = shipmentProblemOf(
    {
      state: row.state as ShipmentState,
      lastEvent: (row.trackingEvent as TrackingEvent | null) ?? null,
      lastMovedAt,
      dispatchedAt,
      asOf,
    },
    windows,
  );
  if (!problem) return null;
  const recipient = [row.recipientFirstName, row.recipientLastName].filter(Boolean).join(' ');
  return {
    reference: row.reference,
    state: row.state as ShipmentState,
    kind: problem.kind,
    carrierName: row.carrierName,
    recipientName: recipient || null,
    destination: { country: row.toAddress.alpha2Code ?? null, city: row.toAddress.city ?? null },
    lastEvent: (row.trackingEvent as TrackingEvent | null) ?? null,
    lastMovedAt: lastMovedAt.toISOString(),
    dispatchedAt: dispatchedAt.toISOString(),
    daysWithoutMovement: problem.daysWithoutMovement,
    claim: { ...problem.claim, deadline: problem.claim.deadline.toISOString() },
  };
};

/**
 * GET /problems: one page of the client's shipments that are stalled, held, failed or returned, each with
 * the claim it leads to and the days left to make it, by the windows of the client's tenant.
 */
export const findProblems = async (
  db: Db,
  input: { clientId: string; tenantId: string; page: number; now?: Date },
) => {
  const now = input.now ?? new Date();
  const windows = getTenant(input.tenantId)?.switches.claimWindows ?? DEFAULT_CLAIM_WINDOWS;
  const { rows, total } = await findProblemShipments(db, {
    clientId: input.clientId,
    asOf: now,
    stalledAfterDays: windows.stalledAfterDays,
    limit: PROBLEMS_PAGE_SIZE,
    offset: (input.page - 1) * PROBLEMS_PAGE_SIZE,
  });
  return {
    items: rows.flatMap((row) => toProblem(row, now, windows) ?? []),
    pagination: {
      currentPage: input.page,
      totalPages: Math.ceil(total / PROBLEMS_PAGE_SIZE),
      totalElements: total,
    },
  };
};
