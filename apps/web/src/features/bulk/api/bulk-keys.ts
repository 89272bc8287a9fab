/** Query keys of the bulk panel: one factory per resource, so invalidation can target all, lists or one. */
export const bulkKeys = {
  all: ['bulk'] as const,
  services: (references: readonly string[]) => [...bulkKeys.all, 'services', references] as const,
  collectionDates: (references: readonly string[]) =>
    [...bulkKeys.all, 'collection-dates', references] as const,
  insurancePrice: (references: readonly string[]) =>
    [...bulkKeys.all, 'insurance-price', references] as const,
};
