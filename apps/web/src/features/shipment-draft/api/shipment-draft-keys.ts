/** Query keys of the draft being edited: one factory per resource, so invalidation can target all or one. */
export const shipmentDraftKeys = {
  all: ['shipment-draft'] as const,
  shipment: (reference: string) => ['shipment-draft', 'shipment', reference] as const,
  price: (reference: string) => ['shipment-draft', 'price', reference] as const,
};
