/** Query keys of carrier collections: one factory, so invalidation can target all, options or one shipment's. */
export const pickupKeys = {
  all: ['pickups'] as const,
  options: (references: readonly string[]) => [...pickupKeys.all, 'options', [...references].sort()] as const,
  shipments: () => [...pickupKeys.all, 'shipment'] as const,
  shipment: (reference: string) => [...pickupKeys.shipments(), reference] as const,
};
