/** The branded-emails module's door: other code reaches it only through what is exported here. */

export { buyerBrandOf } from './brand-of-client.ts';
export { brandedEmailsRoutes } from './branded-emails.routes.ts';
export { queueLabelCreatedEmail, queueMilestoneEmail } from './create-buyer-email.ts';
