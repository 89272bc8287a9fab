/** The customs module's door: other code reaches it only through what is exported here. */
export { customsRoutes } from './customs.routes.ts';
export { findDeclaredGoods } from './find-declared-goods.ts';
export { getCustomsDocument } from './get-customs-document.ts';
export { getShipmentCustomsInvoice } from './get-shipment-customs-invoice.ts';
export { findCustomsForShipments, findCustomsInvoiceIds, markCustomsUsed } from './save-customs-invoice.ts';
