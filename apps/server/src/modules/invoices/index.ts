/** The invoices module's door: other code reaches it only through what is exported here. */
export { invoicesRoutes } from './invoices.routes.ts';
