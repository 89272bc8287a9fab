/** The invoices module's door: other code reaches it only through what is exported here. */
export { type InvoiceSourceType, invoiceLinksOf } from './invoice-links.ts';
export { invoicesRoutes } from './invoices.routes.ts';
