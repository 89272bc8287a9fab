/** The archiving module's door: other code reaches it only through what is exported here. */
export { archivingRoutes } from './archiving.routes.ts';
