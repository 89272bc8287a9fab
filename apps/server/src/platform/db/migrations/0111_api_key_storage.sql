-- API keys the settings page can show again (a project ruling): the SHA-256
-- in key_hash still finds a key on each request, and key_ciphertext holds the key itself, sealed with
-- AES-256-GCM under API_KEY_ENCRYPTION_KEY, so only a holder of that configuration can read it back.
ALTER TABLE api_keys ADD COLUMN key_ciphertext text;

-- One live key per client. Keys made before this migration (no page made them) are kept only if they
-- are the newest live one of their client.
UPDATE api_keys SET revoked_at = now()
WHERE revoked_at IS NULL
  AND id NOT IN (
    SELECT DISTINCT ON (client_id) id FROM api_keys WHERE revoked_at IS NULL ORDER BY client_id, created_at DESC, id
  );
CREATE UNIQUE INDEX api_keys_one_live_per_client ON api_keys (client_id) WHERE revoked_at IS NULL;
