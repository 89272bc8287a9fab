/** The shipments list's sorts (outside the filter schema file, so the list's first screen needs no zod). */
export const SHIPMENT_SORTS = ['service_asc', 'service_desc'] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];
