/** The volume-discounts module's door: other code reaches it only through what is exported here. */
export { volumeDiscountsRoutes } from './volume-discounts.routes.ts';
