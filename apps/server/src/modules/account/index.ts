/** The account module's door: other code reaches it only through what is exported here. */

export { accountRoutes } from './account.routes.ts';
