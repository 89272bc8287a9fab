import type { CheckoutStep } from './route-table.ts';

/** Steps a shipment can have saved; the checkout index sends the seller back to that step. */
export const SAVED_SHIPMENT_STEPS = [
  'SEARCH_INFO',
  'SERVICE_SELECTION',
  'SHIPPING_DETAILS',
  'CUSTOMS',
  'BILLING_INFO',
  'PAYMENT',
  'PURCHASED',
] as const;
export type SavedShipmentStep = (typeof SAVED_SHIPMENT_STEPS)[number];

export type CheckoutIndexTarget = CheckoutStep | 'details';

/**
 * Where `/shipments/{id}/create` sends the user: the checkout step matching the step saved on the
 * shipment, the details page once purchased, the info step when nothing is saved. BILLING_INFO has
 * no page of its own: customs when the shipment needs customs, else payment.
 */
export const checkoutIndexTarget = (input: {
  savedStep: SavedShipmentStep | null | undefined;
  hasCustoms: boolean;
}): CheckoutIndexTarget => {
  switch (input.savedStep) {
    case 'SEARCH_INFO':
      return 'info';
    case 'SERVICE_SELECTION':
      return 'service';
    case 'SHIPPING_DETAILS':
      return 'address';
    case 'CUSTOMS':
      return 'customs';
    case 'BILLING_INFO':
      return input.hasCustoms ? 'customs' : 'payment';
    case 'PAYMENT':
      return 'payment';
    case 'PURCHASED':
      return 'details';
    default:
      return 'info';
  }
};

/** The full path of that target for a shipment under a prefix. */
export const checkoutIndexPath = (input: {
  prefix: string;
  shipmentId: string;
  savedStep: SavedShipmentStep | null | undefined;
  hasCustoms: boolean;
}): string => {
  const target = checkoutIndexTarget(input);
  const id = encodeURIComponent(input.shipmentId);
  return target === 'details'
    ? `${input.prefix}/shipments/${id}/details`
    : `${input.prefix}/shipments/${id}/create/${target}`;
};
