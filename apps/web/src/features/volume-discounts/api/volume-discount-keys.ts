/** Query keys of the volume discounts. */
export const volumeDiscountKeys = {
  all: ['volume-discounts'] as const,
};
