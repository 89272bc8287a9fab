import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A client's API keys (migrations 0010 and 0111): at most one live (not revoked) key per client.
 * `keyHash` finds the key on each request; `keyCiphertext` is the key sealed with the configured
 * encryption key, so the settings page can show it again.
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  userId: uuid('user_id').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  keyCiphertext: text('key_ciphertext'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
