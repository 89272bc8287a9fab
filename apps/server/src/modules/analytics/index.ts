/** The analytics module's door: other code reaches it only through what is exported here. */

export { analyticsRoutes } from './analytics.routes.ts';
export { rebuildAnalytics } from './rebuild-analytics.ts';
