/** The geo module's door: other code reaches it only through what is exported here. */

export { findDestinations } from './find-postal-zones.ts';
export { geoRoutes } from './geo.routes.ts';
