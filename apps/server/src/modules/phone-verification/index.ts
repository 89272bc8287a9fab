/** The phone-verification module's door: other code reaches it only through what is exported here. */
export { type PhoneVerificationProviders, phoneVerificationRoutes } from './phone-verification.routes.ts';
export { isPhoneVerificationRequired } from './phone-verification-status.ts';
