import type { PickupDay, PickupSlot } from '@shipdeck/domain/pickups/pickup.schema';
import { pickupSlotProblems } from '@shipdeck/domain/pickups/rules/pickup-slot-problems';
import { unprocessable } from './pickup-shipments.ts';

/** Refuses (422, with the field and its message key) a slot the carrier does not offer. */
export const checkPickupSlot = (slot: PickupSlot, offeredDays: readonly PickupDay[]) => {
  const [problem] = pickupSlotProblems({ slot, offeredDays });
  if (problem) throw unprocessable(problem.messageKey, problem.field);
};
