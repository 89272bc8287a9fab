/** The problems module's door: other code reaches it only through what is exported here. */
export { problemsRoutes } from './problems.routes.ts';
