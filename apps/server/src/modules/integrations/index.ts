/** The integrations module's door: other code reaches it only through what is exported here. */
export { integrationsRoutes } from './integrations.routes.ts';
export { queueMarketplaceOrderShipped } from './mark-order-shipped.job.ts';
