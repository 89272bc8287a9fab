/** The buyer-tracking module's door: other code reaches it only through what is exported here. */
export { buyerTrackingRoutes } from './buyer-tracking.routes.ts';
export type { BuyerTrackingDependencies } from './buyer-tracking-dependencies.ts';
export { createTrackingLink } from './create-tracking-link.ts';
