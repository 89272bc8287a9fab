/** The billing-client module's door: other code reaches it only through what is exported here. */
export { billingClientRoutes } from './billing-client.routes.ts';
export { getBillingClient } from './get-billing-client.ts';
