/** Query keys of the post-sale details page (STYLE 9: one factory per resource). */
export const postSaleKeys = {
  all: ['post-sale'] as const,
  details: () => [...postSaleKeys.all, 'detail'] as const,
  detail: (reference: string) => [...postSaleKeys.details(), reference] as const,
  tracking: (reference: string) => [...postSaleKeys.detail(reference), 'tracking'] as const,
  products: (reference: string) => [...postSaleKeys.detail(reference), 'products'] as const,
};
