/** Query keys of the bulk payment and its summary: one factory per resource, so invalidation can target all, lists or one. */
export const bulkPaymentKeys = {
  all: ['bulk-payment'] as const,
  payable: (references: readonly string[]) => ['bulk-payment', 'payable', [...references].sort()] as const,
  prices: ['bulk-payment', 'price'] as const,
  price: (references: readonly string[]) => ['bulk-payment', 'price', [...references].sort()] as const,
  insurance: (references: readonly string[]) =>
    ['bulk-payment', 'insurance', [...references].sort()] as const,
  order: (orderReference: string) => ['bulk-payment', 'order', orderReference] as const,
};
