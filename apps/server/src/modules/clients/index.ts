/** The clients module's door: other code reaches it only through what is exported here. */

export { tenantOfClient } from './client-tenant.ts';
export { clientsRoutes } from './clients.routes.ts';
export { createClient } from './create-client.ts';
export { findClientTenant } from './find-client-tenant.ts';
export { getClient } from './get-client.ts';
export { getClientTenantId } from './get-client-tenant-id.ts';
export { markPhoneVerified } from './mark-phone-verified.ts';
