/** The phone-verification module's door: other code reaches it only through what is exported here. */
export { phoneVerificationRoutes } from './phone-verification.routes.ts';
export { isPhoneVerificationRequired } from './phone-verification-status.ts';
