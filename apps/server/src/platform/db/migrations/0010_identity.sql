-- Clients (shipper accounts) belong to a tenant; users belong to a client.
CREATE TABLE clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('autonomous', 'business')),
  tax_id text NOT NULL DEFAULT '-',
  company_name text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  phone_number_verified boolean NOT NULL DEFAULT false,
  address text,
  zip_code text,
  city text,
  alpha2_code text NOT NULL,
  language text NOT NULL,
  allow_deferred boolean NOT NULL DEFAULT false,
  deferred_payment_blocked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clients_tenant_id_idx ON clients (tenant_id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  tenant_id text NOT NULL,
  -- Stored lower-cased; an e-mail is unique within a tenant, not across tenants.
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  language text NOT NULL,
  data_processing boolean NOT NULL DEFAULT false,
  marketing_emails boolean NOT NULL DEFAULT false,
  marketing_calls boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_tenant_email_key ON users (tenant_id, email);
CREATE INDEX users_client_id_idx ON users (client_id);

-- Browser sessions: only the SHA-256 of the opaque token is stored.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- Binds the double-submit CSRF cookie to this session, so a planted cookie is useless.
  csrf_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  -- First characters of the key, so the settings page can show which key is which.
  key_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_client_id_idx ON api_keys (client_id);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

-- Fixed-window counters shared by every server process (login and recovery throttling).
CREATE TABLE auth_rate_limits (
  bucket text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Per-client changes to the tenant's default features and capability flags.
CREATE TABLE client_features (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  feature_name text NOT NULL,
  source text NOT NULL,
  enabled boolean NOT NULL,
  behaviour_properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, feature_name)
);

CREATE TABLE client_capabilities (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  capability_name text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, capability_name)
);
