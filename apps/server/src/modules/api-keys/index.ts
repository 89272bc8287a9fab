/** The api-keys module's door: other code reaches it only through what is exported here. */

// The same sealing keeps other secrets the server must read back (webhook signing secrets).
export { openApiKey as openSealedSecret, sealApiKey as sealSecret } from './api-key-cipher.ts';
export { apiKeyEncryptionKeyOf } from './api-key-encryption-key.ts';
export { apiKeysRoutes } from './api-keys.routes.ts';
export { createApiKey } from './create-api-key.ts';
export { resolveApiKey } from './resolve-api-key.ts';
