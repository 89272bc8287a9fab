import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, CancelReason } from '../subscriptions.schema.ts';
import { cancelFlowNextStep, mayApplyRetentionDiscount } from './cancel-flow.ts';

describe('cancelFlowNextStep', () => {
  it.each([
    ['no reason yet', null, true, 'pick-reason'],
    ['too expensive and eligible', CancelReason.TooExpensive, true, 'offer'],
    ['too expensive, not eligible', CancelReason.TooExpensive, false, 'cancel'],
    ['poor support, eligible', CancelReason.PoorSupport, true, 'cancel'],
    ['other, eligible', CancelReason.Other, true, 'cancel'],
  ] as const)('%s → %s', (_name, reason, isEligible, expected) => {
    expect(cancelFlowNextStep({ reason, isEligible })).toBe(expected);
  });

  it('only too expensive may lead to the discount', () => {
    expect(
      CANCEL_REASONS.filter((reason) => mayApplyRetentionDiscount({ reason, isEligible: true })),
    ).toEqual([CancelReason.TooExpensive]);
    expect(CANCEL_REASONS).toHaveLength(7);
  });
});
