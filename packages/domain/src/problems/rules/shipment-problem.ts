import type { ShipmentState } from '../../shipments/shipment-states.ts';
import type { TrackingEvent } from '../../shipments/tracking-events.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a shipment is in the problems inbox. */
export const ProblemKind = {
  stalled: 'STALLED',
  held: 'HELD',
  deliveryFailed: 'DELIVERY_FAILED',
  returned: 'RETURNED',
} as const;
export type ProblemKind = (typeof ProblemKind)[keyof typeof ProblemKind];
export const PROBLEM_KINDS = Object.values(ProblemKind) as ProblemKind[];

/** The claim a problem leads to: a lost parcel, or a damaged one back in the seller's hands. */
export type ProblemClaimType = 'LOSS' | 'DAMAGE';

/** A tenant's windows, in days (tenant switches). */
export type ClaimWindows = {
  /** A parcel on its way with no tracking movement for this long is stalled. */
  stalledAfterDays: number;
  /** A loss claim is accepted until this many days after dispatch. */
  lossClaimDays: number;
  /** A damage claim is accepted until this many days after delivery (for a return: its arrival back). */
  damageClaimDays: number;
};
export const DEFAULT_CLAIM_WINDOWS: ClaimWindows = {
  stalledAfterDays: 5,
  lossClaimDays: 30,
  damageClaimDays: 7,
};

/** States in which a parcel is on its way and can stall. */
export const MOVING_STATES = ['IN_TRANSIT', 'OUT_FOR_DELIVERY'] as const satisfies readonly ShipmentState[];
/** States that are a problem whatever their age. */
export const STOPPED_STATES = ['INCIDENT', 'RETURNED_TO_SENDER'] as const satisfies readonly ShipmentState[];

export type ShipmentProblemInput = {
  state: ShipmentState;
  /** The carrier's latest event code, when known. */
  lastEvent: TrackingEvent | null;
  /** When the carrier last reported the parcel moving (its latest event). */
  lastMovedAt: Date;
  /** When the carrier took the parcel (collection, else the label's creation). */
  dispatchedAt: Date;
  /** The moment the shipment is judged at. */
  asOf: Date;
};

export type ShipmentProblem = {
  kind: ProblemKind;
  /** Whole days since the last movement. */
  daysWithoutMovement: number;
  claim: {
    type: ProblemClaimType;
    deadline: Date;
    /** Whole days left to claim, rounded up; 0 once the deadline has passed. */
    daysLeft: number;
    isOpen: boolean;
  };
};

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * Whether a shipment is a problem and until when it can be claimed:
 * - on its way (in transit, out for delivery) with no movement for `stalledAfterDays` → stalled;
 * - an incident: "address not found" is a failed delivery, any other incident a parcel held by the carrier;
 * - returned to the sender.
 * Stalled, held and failed parcels may be lost: a loss claim, until `lossClaimDays` after dispatch.
 * A returned parcel is back with the seller: a damage claim, until `damageClaimDays` after it arrived.
 * Anything else is not a problem (null).
 */
export const shipmentProblemOf = (
  input: ShipmentProblemInput,
  windows: ClaimWindows,
): ShipmentProblem | null => {
  const daysWithoutMovement = Math.max(
    0,
    Math.floor((input.asOf.getTime() - input.lastMovedAt.getTime()) / DAY_MS),
  );
  const kind = kindOf(input, windows, daysWithoutMovement);
  if (!kind) return null;
  const isDamage = kind === ProblemKind.returned;
  const deadline = isDamage
    ? addDays(input.lastMovedAt, windows.damageClaimDays)
    : addDays(input.dispatchedAt, windows.lossClaimDays);
  const msLeft = deadline.getTime() - input.asOf.getTime();
  return {
    kind,
    daysWithoutMovement,
    claim: {
      type: isDamage ? 'DAMAGE' : 'LOSS',
      deadline,
      daysLeft: Math.max(0, Math.ceil(msLeft / DAY_MS)),
      isOpen: msLeft > 0,
    },
  };
};

const kindOf = (
  input: ShipmentProblemInput,
  windows: ClaimWindows,
  daysWithoutMovement: number,
): ProblemKind | null => {
  if (input.state === 'RETURNED_TO_SENDER') return ProblemKind.returned;
  if (input.state === 'INCIDENT')
    return input.lastEvent === 'ADDRESS_NOT_FOUND' ? ProblemKind.deliveryFailed : ProblemKind.held;
  const isMoving = (MOVING_STATES as readonly string[]).includes(input.state);
  return isMoving && daysWithoutMovement >= windows.stalledAfterDays ? ProblemKind.stalled : null;
};
