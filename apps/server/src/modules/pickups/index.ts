/** The pickups module's door: carrier collections of bought shipments. */
export { findCollectionBookings } from './find-collection-bookings.ts';
export { pickupsRoutes } from './pickups.routes.ts';
