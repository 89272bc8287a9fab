/** The pricing module's door: other code reaches it only through what is exported here. */

export { findVoucherCodes } from './find-voucher-codes.ts';
export type { PricedShipment } from './price-shipments.ts';
export { loadShipments, priceShipmentRows, rateShipmentService } from './price-shipments.ts';
export { pricingRoutes } from './pricing.routes.ts';
export { releaseVoucherUses, useVouchers } from './voucher-uses.ts';
