/** The webhooks module's door: other code reaches it only through what is exported here. */
export {
  defaultWebhookDependencies,
  type WebhookDependencies,
} from './webhook-dependencies.ts';
export { webhooksRoutes } from './webhooks.routes.ts';
