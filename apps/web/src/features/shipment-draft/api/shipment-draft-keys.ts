/** Query keys of the checkout: one factory per resource, so invalidation can target all, lists or one. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  shipment: (reference: string) => ['checkout', 'shipment', reference] as const,
  services: (query: string) => ['checkout', 'services', query] as const,
  collectionDates: (serviceId: string, query: string) =>
    ['checkout', 'collection-dates', serviceId, query] as const,
  dropoffPoints: (query: string) => ['checkout', 'dropoff-points', query] as const,
  price: (reference: string) => ['checkout', 'price', reference] as const,
  availableMethods: () => ['checkout', 'payment-methods', 'available'] as const,
  paymentMethods: () => ['checkout', 'payment-methods'] as const,
  billingClient: () => ['checkout', 'billing-client'] as const,
  phoneStatus: () => ['checkout', 'phone-verification'] as const,
};
