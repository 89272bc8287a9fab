import { describe, expect, it } from 'vitest';
import type { ShipmentState } from '../../shipments/shipment-states.ts';
import { SHIPMENT_STATES } from '../../shipments/shipment-states.ts';
import type { TrackingEvent } from '../../shipments/tracking-events.ts';
import { type ClaimWindows, DEFAULT_CLAIM_WINDOWS, shipmentProblemOf } from './shipment-problem.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dispatchedAt = new Date('2026-11-01T10:00:00Z');
const day = (n: number) => new Date(dispatchedAt.getTime() + n * DAY_MS);

type Row = {
  name: string;
  state: ShipmentState;
  lastEvent?: TrackingEvent;
  /** Days after dispatch. */
  movedDay: number;
  asOfDay: number;
  windows?: ClaimWindows;
  expected: null | { kind: string; type: string; deadlineDay: number; daysLeft: number; isOpen: boolean };
};

describe('a shipment problem and its claim deadline', () => {
  it.each<Row>([
    // Stalled: on its way with no movement for 5 days (the default), a loss claim 30 days from dispatch.
    { name: 'in transit, 4 days still', state: 'IN_TRANSIT', movedDay: 1, asOfDay: 5, expected: null },
    {
      name: 'in transit, exactly 5 days still',
      state: 'IN_TRANSIT',
      movedDay: 1,
      asOfDay: 6,
      expected: { kind: 'STALLED', type: 'LOSS', deadlineDay: 30, daysLeft: 24, isOpen: true },
    },
    {
      name: 'out for delivery, 9 days still',
      state: 'OUT_FOR_DELIVERY',
      movedDay: 2,
      asOfDay: 11,
      expected: { kind: 'STALLED', type: 'LOSS', deadlineDay: 30, daysLeft: 19, isOpen: true },
    },
    {
      name: 'stalled with half a day left rounds up to one',
      state: 'IN_TRANSIT',
      movedDay: 1,
      asOfDay: 29.5,
      expected: { kind: 'STALLED', type: 'LOSS', deadlineDay: 30, daysLeft: 1, isOpen: true },
    },
    {
      name: 'stalled past the loss window',
      state: 'IN_TRANSIT',
      movedDay: 1,
      asOfDay: 31,
      expected: { kind: 'STALLED', type: 'LOSS', deadlineDay: 30, daysLeft: 0, isOpen: false },
    },
    {
      name: 'stalled on the deadline itself is closed',
      state: 'IN_TRANSIT',
      movedDay: 1,
      asOfDay: 30,
      expected: { kind: 'STALLED', type: 'LOSS', deadlineDay: 30, daysLeft: 0, isOpen: false },
    },
    // Incidents: held by the carrier, or a failed delivery; a loss claim whatever their age.
    {
      name: 'recipient absent: held',
      state: 'INCIDENT',
      lastEvent: 'RECIPIENT_ABSENT',
      movedDay: 2,
      asOfDay: 2,
      expected: { kind: 'HELD', type: 'LOSS', deadlineDay: 30, daysLeft: 28, isOpen: true },
    },
    {
      name: 'incident with no known event: held',
      state: 'INCIDENT',
      movedDay: 2,
      asOfDay: 3,
      expected: { kind: 'HELD', type: 'LOSS', deadlineDay: 30, daysLeft: 27, isOpen: true },
    },
    {
      name: 'address not found: failed delivery',
      state: 'INCIDENT',
      lastEvent: 'ADDRESS_NOT_FOUND',
      movedDay: 3,
      asOfDay: 4,
      expected: { kind: 'DELIVERY_FAILED', type: 'LOSS', deadlineDay: 30, daysLeft: 26, isOpen: true },
    },
    // Returned: back with the seller, a damage claim 7 days from its arrival.
    {
      name: 'returned yesterday',
      state: 'RETURNED_TO_SENDER',
      lastEvent: 'RETURNED_TO_SENDER',
      movedDay: 5,
      asOfDay: 6,
      expected: { kind: 'RETURNED', type: 'DAMAGE', deadlineDay: 12, daysLeft: 6, isOpen: true },
    },
    {
      name: 'returned 8 days ago',
      state: 'RETURNED_TO_SENDER',
      movedDay: 5,
      asOfDay: 13,
      expected: { kind: 'RETURNED', type: 'DAMAGE', deadlineDay: 12, daysLeft: 0, isOpen: false },
    },
    // A tenant's own windows.
    {
      name: 'a tenant that calls 2 days still a stall and gives 60 days for a loss',
      state: 'IN_TRANSIT',
      movedDay: 1,
      asOfDay: 3,
      windows: { stalledAfterDays: 2, lossClaimDays: 60, damageClaimDays: 14 },
      expected: { kind: 'STALLED', type: 'LOSS', deadlineDay: 60, daysLeft: 57, isOpen: true },
    },
    {
      name: 'a tenant that gives 14 days for a damage',
      state: 'RETURNED_TO_SENDER',
      movedDay: 5,
      asOfDay: 13,
      windows: { stalledAfterDays: 2, lossClaimDays: 60, damageClaimDays: 14 },
      expected: { kind: 'RETURNED', type: 'DAMAGE', deadlineDay: 19, daysLeft: 6, isOpen: true },
    },
  ])('$name', ({ state, lastEvent, movedDay, asOfDay, windows, expected }) => {
    const problem = shipmentProblemOf(
      { state, lastEvent: lastEvent ?? null, lastMovedAt: day(movedDay), dispatchedAt, asOf: day(asOfDay) },
      windows ?? DEFAULT_CLAIM_WINDOWS,
    );
    expect(
      problem && {
        kind: problem.kind,
        type: problem.claim.type,
        deadlineDay: (problem.claim.deadline.getTime() - dispatchedAt.getTime()) / DAY_MS,
        daysLeft: problem.claim.daysLeft,
        isOpen: problem.claim.isOpen,
      },
    ).toEqual(expected);
  });

  const quiet = ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'INCIDENT', 'RETURNED_TO_SENDER'];
  it.each(SHIPMENT_STATES.filter((state) => !quiet.includes(state)))(
    '%s is never a problem, however long it has been still',
    (state) => {
      const input = { state, lastEvent: null, lastMovedAt: day(0), dispatchedAt, asOf: day(90) };
      expect(shipmentProblemOf(input, DEFAULT_CLAIM_WINDOWS)).toBeNull();
    },
  );
});
