/** The orders module's door: other code reaches it only through what is exported here. */

export { findShipmentsHeldByPendingOrders } from './find-held-shipments.ts';
export { ordersRoutes } from './orders.routes.ts';
export { refundOrderJob } from './refund-order.job.ts';
export { oweShipmentRefund } from './refund-order.ts';
