/** The features module's door: other code reaches it only through what is exported here. */

export { type CapabilityChange, capabilityChangesOfClient } from './client-capability-changes.ts';
export { featuresRoutes } from './features.routes.ts';
export { findClientFeatures } from './find-client-features.ts';
export { capabilitiesOf, getClientCapabilities } from './get-client-capabilities.ts';
export { publishFeatureBehaviour } from './publish-feature-behaviour.ts';
