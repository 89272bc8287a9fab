/** Sender addresses: other code reaches them only through what is exported here. */
export { createWarehouse } from './create-warehouse.ts';
export { findWarehouses, isClientWarehouse } from './find-warehouses.ts';
export { warehousesRoutes } from './warehouses.routes.ts';
