import { describe, expect, it } from 'vitest';
import type { ShipmentState } from '../shipment-states.ts';
import { cancelEligibility, postSaleActions } from './post-sale-actions.ts';

describe('postSaleActions', () => {
  it.each([
    ['READY_TO_PRINT', true, true, true],
    ['READY_FOR_COLLECTION', true, true, true],
    ['IN_TRANSIT', true, false, true],
    ['OUT_FOR_DELIVERY', true, false, true],
    ['CARRIER_PENDING', false, true, true],
    ['DELIVERED', false, false, true],
    ['CANCEL_REQUESTED', false, false, false],
    ['CANCELED', false, false, false],
  ] as [ShipmentState, boolean, boolean, boolean][])(
    '%s: print %s, cancel %s, customs download %s (with customs)',
    (state, canPrint, canCancel, canDownloadCustoms) => {
      const actions = postSaleActions({ state, hasCustoms: true });
      expect(actions.canPrintLabel).toBe(canPrint);
      expect(actions.canEmailLabel).toBe(canPrint);
      expect(actions.canCancel).toBe(canCancel);
      expect(actions.canDownloadCustoms).toBe(canDownloadCustoms);
    },
  );

  it('offers no customs download without customs', () => {
    expect(postSaleActions({ state: 'IN_TRANSIT', hasCustoms: false }).canDownloadCustoms).toBe(false);
  });
});

describe('cancelEligibility', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    ['READY_TO_PRINT', daysAgo(1), null, { isAllowed: true }],
    ['CARRIER_OK', daysAgo(0), null, { isAllowed: true }],
    ['READY_TO_PRINT', daysAgo(15), null, { isAllowed: true }],
    ['READY_TO_PRINT', daysAgo(16), null, { isAllowed: false, reason: 'time-limit' }],
    ['READY_FOR_COLLECTION', daysAgo(1), daysAgo(0), { isAllowed: false, reason: 'collected' }],
    ['IN_TRANSIT', daysAgo(1), null, { isAllowed: false, reason: 'state' }],
    ['AWAITING_COMPLETION', null, null, { isAllowed: false, reason: 'state' }],
    ['CANCEL_REQUESTED', daysAgo(1), null, { isAllowed: false, reason: 'already-requested' }],
  ] as [ShipmentState, Date | null, Date | null, unknown][])(
    '%s purchased %s collected %s → %j',
    (state, purchasedAt, collectedAt, expected) => {
      expect(cancelEligibility({ state, purchasedAt, collectedAt, now, limitDays: 15 })).toEqual(expected);
    },
  );
});
