/** The customs module's door: other code reaches it only through what is exported here. */
export { customsRoutes } from './customs.routes.ts';
export { findDeclaredGoods } from './find-declared-goods.ts';
export { findCustomsForShipments, markCustomsUsed } from './save-customs-invoice.ts';
