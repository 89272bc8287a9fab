/** The api-keys module's door: other code reaches it only through what is exported here. */
export { apiKeyEncryptionKeyOf } from './api-key-encryption-key.ts';
export { apiKeysRoutes } from './api-keys.routes.ts';
export { createApiKey } from './create-api-key.ts';
export { resolveApiKey } from './resolve-api-key.ts';
