/** The users module's door: other code reaches it only through what is exported here. */

export { createUser } from './create-user.ts';
export { findMailRecipient } from './find-mail-recipient.ts';
export { findUserForLogin } from './find-user-for-login.ts';
export { getUser, getUserPolicies } from './get-user.ts';
export { getUserPasswordHash } from './get-user-password-hash.ts';
export { updateUserPassword } from './update-user-password.ts';
export { updateUserPolicies } from './update-user-policies.ts';
export { getUserTimeZone } from './update-user-time-zone.ts';
export { usersRoutes } from './users.routes.ts';
