/** The product catalogue module: other code reaches it only through what is exported here. */
export { productsRoutes } from './products.routes.ts';
