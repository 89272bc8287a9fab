/** The features module's door: other code reaches it only through what is exported here. */

export { featuresRoutes } from './features.routes.ts';
export { findClientFeatures } from './find-client-features.ts';
export { getClientCapabilities } from './get-client-capabilities.ts';
