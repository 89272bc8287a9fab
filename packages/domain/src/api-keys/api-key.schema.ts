import { z } from 'zod';

/** Every API key starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'sdk_';

/** The client's current API key, shown again on the settings page ("API key: token"). */
export const apiKeySchema = z.object({
  token: z.string(),
  createdAt: z.iso.datetime(),
  /** When a program last called the API with it (to the minute); null until then. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api-key: the current key, or null when the client has none. */
export const currentApiKeySchema = z.object({ apiKey: apiKeySchema.nullable() });
export type CurrentApiKey = z.infer<typeof currentApiKeySchema>;

/** Message keys of the API key calls. */
export const ApiKeyMessage = {
  /** Any failure to create or revoke a key, as the page says it. */
  Failed: 'generate-api-key.create.error',
  /** A client has one key at a time: revoke it before generating another. */
  AlreadyExists: 'generate-api-key.create.already-exists',
} as const;
