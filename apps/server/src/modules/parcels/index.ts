/** The parcels module's door: other code reaches it only through what is exported here. */

export { createParcel } from './create-parcel.ts';
export { findParcels } from './find-parcels.ts';
export { parcelsRoutes } from './parcels.routes.ts';
