/** The transactions module's door: other code reaches it only through what is exported here. */
export { transactionsRoutes } from './transactions.routes.ts';
