import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type {
  Outcome,
  PickupBookingRequest,
  PickupCancelRequest,
  PickupChangeRequest,
  PickupConfirmation,
  PickupDaysPlan,
  PickupDaysRequest,
} from '../carrier-provider.ts';
import { findService } from './catalogue.ts';
import { planCollection } from './collection-dates.ts';
import { contractAccountOf, isSandboxContract } from './contracts.ts';
import { sandboxCarrierPickups } from './sandbox-carrier-pickups.tables.ts';

/** How many collection days ahead a seller may book. */
const PICKUP_DAYS_OFFERED = 10;

/** A confirmation number as the sandbox carriers print it: the carrier, then eight letters and digits. */
const confirmationNumberOf = (carrierId: string) =>
  `${carrierId.slice(0, 3).toUpperCase()}-PU-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

export const sandboxPickupDays = (request: PickupDaysRequest): Outcome<PickupDaysPlan> => {
  const found = findService(request.serviceId);
  if (!found) return { ok: false, problem: { kind: 'service-not-found' } };
  if (found.service.atOrigin !== 'collection') return { ok: false, problem: { kind: 'service-not-offered' } };
  const plan = planCollection({ ...found, from: request.from, now: request.now, count: PICKUP_DAYS_OFFERED });
  return {
    ok: true,
    value: {
      carrierId: found.carrier.id,
      carrierName: found.carrier.name,
      cutoffTime: plan.cutoffTime,
      timeZone: plan.timeZone,
      days: plan.dates,
    },
  };
};

export const sandboxBookPickup = async (
  db: Db,
  request: PickupBookingRequest,
): Promise<PickupConfirmation> => {
  // A collection on the seller's contract is booked on it: the carrier checks the credentials each time.
  if (request.contract && !isSandboxContract(request.carrierId, request.contract.credentials))
    throw new Error('Sandbox carrier refused the contract of a collection');
  const [booked] = await db
    .insert(sandboxCarrierPickups)
    .values({
      confirmationNumber: confirmationNumberOf(request.carrierId),
      idempotencyKey: request.idempotencyKey,
      carrierId: request.carrierId,
      pickupDate: request.date,
      windowFrom: request.windowFrom,
      windowTo: request.windowTo,
      parcelCount: request.parcelCount,
      contractAccount: request.contract
        ? contractAccountOf(request.carrierId, request.contract.credentials)
        : null,
    })
    .onConflictDoNothing({ target: sandboxCarrierPickups.idempotencyKey })
    .returning();
  const pickup =
    booked ??
    (
      await db
        .select()
        .from(sandboxCarrierPickups)
        .where(eq(sandboxCarrierPickups.idempotencyKey, request.idempotencyKey))
    )[0];
  if (!pickup) throw new Error('Sandbox carrier lost a collection');
  return { confirmationNumber: pickup.confirmationNumber };
};

/**
 * A collection booked on a seller's contract is the contract's: the carrier changes or cancels it only
 * for a caller with that account's credentials, and one booked on our account only without them.
 */
const refuseOtherAccounts = async (db: Db, request: PickupCancelRequest) => {
  const [pickup] = await db
    .select({
      carrierId: sandboxCarrierPickups.carrierId,
      contractAccount: sandboxCarrierPickups.contractAccount,
    })
    .from(sandboxCarrierPickups)
    .where(eq(sandboxCarrierPickups.confirmationNumber, request.confirmationNumber));
  if (!pickup) return;
  const { contract } = request;
  const account =
    contract && isSandboxContract(pickup.carrierId, contract.credentials)
      ? contractAccountOf(pickup.carrierId, contract.credentials)
      : null;
  if ((contract !== undefined && account === null) || account !== pickup.contractAccount)
    throw new Error('Sandbox carrier refused a collection of another account');
};

export const sandboxChangePickup = async (
  db: Db,
  request: PickupChangeRequest,
): Promise<PickupConfirmation> => {
  await refuseOtherAccounts(db, request);
  const [changed] = await db
    .update(sandboxCarrierPickups)
    .set({
      pickupDate: request.date,
      windowFrom: request.windowFrom,
      windowTo: request.windowTo,
      parcelCount: request.parcelCount,
      changes: sql`${sandboxCarrierPickups.changes} + 1`,
    })
    .where(
      and(
        eq(sandboxCarrierPickups.confirmationNumber, request.confirmationNumber),
        isNull(sandboxCarrierPickups.cancelledAt),
      ),
    )
    .returning();
  if (!changed) throw new Error('Sandbox carrier has no such collection');
  return { confirmationNumber: changed.confirmationNumber };
};

export const sandboxCancelPickup = async (db: Db, request: PickupCancelRequest) => {
  await refuseOtherAccounts(db, request);
  await db
    .update(sandboxCarrierPickups)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(sandboxCarrierPickups.confirmationNumber, request.confirmationNumber),
        isNull(sandboxCarrierPickups.cancelledAt),
      ),
    );
  return { accepted: true };
};

/** The sandbox driver always comes: a collection not cancelled before its day is collected once that day is over. */
export const sandboxIsPickupCollected = async (
  db: Db,
  request: { confirmationNumber: string; today: string },
): Promise<boolean> => {
  const [pickup] = await db
    .select({ pickupDate: sandboxCarrierPickups.pickupDate, cancelledAt: sandboxCarrierPickups.cancelledAt })
    .from(sandboxCarrierPickups)
    .where(eq(sandboxCarrierPickups.confirmationNumber, request.confirmationNumber));
  return pickup !== undefined && pickup.cancelledAt === null && pickup.pickupDate < request.today;
};
