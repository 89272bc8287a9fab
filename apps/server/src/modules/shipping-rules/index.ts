/** The shipping-rules module's door: other code reaches it only through what is exported here. */
export { loadShippingRules } from './load-shipping-rules.ts';
export { shippingRulesRoutes } from './shipping-rules.routes.ts';
