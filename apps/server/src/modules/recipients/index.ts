/** The recipient address book: other code reaches it only through what is exported here. */
export { recipientsRoutes } from './recipients.routes.ts';
