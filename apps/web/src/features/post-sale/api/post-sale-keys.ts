/** Query keys of the post-sale details page: one factory per resource, so invalidation can target all, lists or one. */
export const postSaleKeys = {
  all: ['post-sale'] as const,
  details: () => [...postSaleKeys.all, 'detail'] as const,
  detail: (reference: string) => [...postSaleKeys.details(), reference] as const,
  tracking: (reference: string) => [...postSaleKeys.detail(reference), 'tracking'] as const,
  products: (reference: string) => [...postSaleKeys.detail(reference), 'products'] as const,
};
