/** The carriers module's door: other code reaches it only through what is exported here. */

export { getCarrierOffer } from './carrier-offer.ts';
export { carriersRoutes } from './carriers.routes.ts';
export { checkServiceAvailability } from './check-service-availability.ts';
export { findCollectionDates } from './find-collection-dates.ts';
export { findCollectionDay, findServiceRouteProblem } from './find-service-route-problem.ts';
export { findServices } from './find-services.ts';
