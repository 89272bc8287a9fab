/** Query keys of the bulk payment and its summary (STYLE 9: one factory per resource). */
export const bulkPaymentKeys = {
  all: ['bulk-payment'] as const,
  payable: (references: readonly string[]) => ['bulk-payment', 'payable', [...references].sort()] as const,
  price: (references: readonly string[]) => ['bulk-payment', 'price', [...references].sort()] as const,
  insurance: (references: readonly string[]) =>
    ['bulk-payment', 'insurance', [...references].sort()] as const,
  shipment: (reference: string) => ['bulk-payment', 'shipment', reference] as const,
  order: (orderReference: string) => ['bulk-payment', 'order', orderReference] as const,
};
