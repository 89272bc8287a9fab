/** Query keys of the bulk panel (STYLE 9: one factory per resource). */
export const bulkKeys = {
  all: ['bulk'] as const,
  services: (references: readonly string[]) => [...bulkKeys.all, 'services', references] as const,
  collectionDates: (references: readonly string[]) =>
    [...bulkKeys.all, 'collection-dates', references] as const,
  insurancePrice: (references: readonly string[]) =>
    [...bulkKeys.all, 'insurance-price', references] as const,
};
