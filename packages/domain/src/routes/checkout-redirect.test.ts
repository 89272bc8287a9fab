import { describe, expect, it } from 'vitest';
import { checkoutIndexPath, checkoutIndexTarget, type SavedShipmentStep } from './checkout-redirect.ts';

describe('checkout index redirect by saved step', () => {
  it.each<[SavedShipmentStep | null, boolean, string]>([
    ['SEARCH_INFO', false, 'info'],
    ['SERVICE_SELECTION', false, 'service'],
    ['SHIPPING_DETAILS', false, 'address'],
    ['CUSTOMS', false, 'customs'],
    ['BILLING_INFO', true, 'customs'],
    ['BILLING_INFO', false, 'payment'],
    ['PAYMENT', false, 'payment'],
    ['PAYMENT', true, 'payment'],
    ['PURCHASED', false, 'details'],
    [null, false, 'info'],
    [null, true, 'info'],
  ])('saved step %s with customs %s → %s', (savedStep, hasCustoms, expected) => {
    expect(checkoutIndexTarget({ savedStep, hasCustoms })).toBe(expected);
  });

  it('builds the step path, or the details path once purchased', () => {
    expect(
      checkoutIndexPath({ prefix: '/be/private', shipmentId: 'SD1', savedStep: 'CUSTOMS', hasCustoms: true }),
    ).toBe('/be/private/shipments/SD1/create/customs');
    expect(
      checkoutIndexPath({ prefix: '/private', shipmentId: 'SD1', savedStep: 'PURCHASED', hasCustoms: false }),
    ).toBe('/private/shipments/SD1/details');
  });
});
