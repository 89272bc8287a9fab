/** The orders module's door: other code reaches it only through what is exported here. */

export { findShipmentExtras } from './find-shipment-extras.ts';
export { orderRefundTransactions, paidOrderTransactions } from './order-transactions.ts';
export { ordersRoutes } from './orders.routes.ts';
export type { OrderProviders } from './orders-dependencies.ts';
export { queueBulkLabelsReadyMail } from './queue-bulk-labels-mail.ts';
export { refundCanceledShipment } from './refund-canceled-shipment.ts';
