-- Payments: the sandbox gateway's own records (what a real gateway keeps on its side) and the
-- payment methods a client stored.
CREATE TABLE sandbox_payment_nonces (
  nonce text PRIMARY KEY,
  client_id uuid NOT NULL,
  method text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  magic text,
  is_verified boolean NOT NULL DEFAULT false,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_payment_nonces_client_idx ON sandbox_payment_nonces (client_id);

CREATE TABLE sandbox_payment_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  nonce text NOT NULL,
  amount integer NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_paypal_payments (
  id text PRIMARY KEY,
  client_id uuid NOT NULL,
  amount integer NOT NULL,
  return_path text NOT NULL,
  email text NOT NULL,
  token text NOT NULL,
  payer_id text NOT NULL,
  status text NOT NULL DEFAULT 'CREATED',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_payment_vault (
  token text PRIMARY KEY,
  client_id uuid NOT NULL,
  method text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  magic text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The gateway's ledger: one row per idempotency key, so a repeated charge is charged once.
CREATE TABLE sandbox_payment_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  amount integer NOT NULL,
  currency text NOT NULL,
  method text NOT NULL,
  status text NOT NULL,
  failure_reason text,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_payment_charges_client_idx ON sandbox_payment_charges (client_id, created_at);

CREATE TABLE payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  method text NOT NULL,
  type text NOT NULL,
  gateway_token text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_methods_client_idx ON payment_methods (client_id, created_at DESC);
