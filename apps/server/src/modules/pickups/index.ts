/** The pickups module's door: carrier collections of bought shipments. */
export { pickupsRoutes } from './pickups.routes.ts';
