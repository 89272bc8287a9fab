/** The onboarding module's door: other code reaches it only through what is exported here. */
export { onboardingRoutes } from './onboarding.routes.ts';
