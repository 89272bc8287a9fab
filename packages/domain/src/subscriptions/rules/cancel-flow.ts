import { CancelReason } from '../subscriptions.schema.ts';

/**
 * After the seller picks a reason: the retention offer only when the reason is 'too expensive'
 * and the client is eligible for the discount; otherwise the subscription is cancelled at once.
 */
export const cancelFlowNextStep = (input: {
  reason: CancelReason | null;
  isEligible: boolean;
}): 'pick-reason' | 'offer' | 'cancel' => {
  if (!input.reason) return 'pick-reason';
  return input.reason === CancelReason.TooExpensive && input.isEligible ? 'offer' : 'cancel';
};

/** The server's side of the same rule: the discount may be applied only on the offer step. */
export const mayApplyRetentionDiscount = (input: { reason: CancelReason; isEligible: boolean }) =>
  cancelFlowNextStep(input) === 'offer';
