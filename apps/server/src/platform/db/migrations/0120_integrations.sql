-- Integrations: one configuration per client and integration, its connection
-- state (a marketplace that starts refusing the stored credentials is UNAUTHORIZED until reconnected)
-- and where the last import got to; the OAuth round trips in flight (state checked on the way back);
-- which shipped orders the marketplace was told about (a label creates one, once); and the sandbox
-- marketplace's own record of the orders it was told were shipped.
CREATE TABLE IF NOT EXISTS integration_configurations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  integration text NOT NULL,
  identifier text NOT NULL,
  source text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'CONNECTED' CHECK (status IN ('CONNECTED', 'UNAUTHORIZED')),
  unauthorized_subtype text,
  last_imported_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS integration_configurations_client_integration_uq
  ON integration_configurations (client_id, integration);
CREATE UNIQUE INDEX IF NOT EXISTS integration_configurations_identifier_uq
  ON integration_configurations (client_id, identifier);

CREATE TABLE IF NOT EXISTS integration_oauth_states (
  state text PRIMARY KEY,
  client_id uuid NOT NULL,
  integration text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

CREATE TABLE IF NOT EXISTS integration_fulfilments (
  shipment_id uuid PRIMARY KEY,
  client_id uuid NOT NULL,
  integration text NOT NULL,
  external_order_id text NOT NULL,
  tracking_number text NOT NULL,
  notified_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sandbox_marketplace_fulfilments (
  account text NOT NULL,
  order_id text NOT NULL,
  client_id uuid NOT NULL,
  tracking_number text NOT NULL,
  shipped_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account, order_id)
);
