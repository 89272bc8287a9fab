/** The support module's door: other code reaches it only through what is exported here. */

export { supportRoutes } from './support.routes.ts';
export { supportRefundTransactions } from './support-refund-transactions.ts';
