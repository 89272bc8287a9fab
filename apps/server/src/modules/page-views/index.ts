/** The page-views module's door: other code reaches it only through what is exported here. */
export { pageViewsRoutes } from './page-views.routes.ts';
