-- Webhooks (ADR 0017): a client's endpoints, the deliveries of its events to them, and how far in its
-- outbox events the dispatch has read.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  url text NOT NULL,
  events text[] NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The signing secret, sealed with API_KEY_ENCRYPTION_KEY like the API keys: each send needs it back.
  secret_ciphertext text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_client_idx ON webhook_endpoints (client_id, created_at);

-- One event for one endpoint. The body is fixed when the delivery is made, so every attempt and every
-- replay sends the same event; attempts count what was sent, started_at begins the 24 hours of retries.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event_type text NOT NULL,
  body jsonb NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  response_status integer,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  started_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_client_idx ON webhook_deliveries (client_id);

-- The last outbox event the dispatch has read, per client with endpoints.
CREATE TABLE webhook_cursors (
  client_id uuid PRIMARY KEY,
  event_id bigint NOT NULL
);

-- The state each shipment had in the last event read, so a change of state is told apart from another
-- change in the same state (label.created is sent once, not again when the label is downloaded).
CREATE TABLE webhook_shipment_states (
  client_id uuid NOT NULL,
  reference text NOT NULL,
  state text NOT NULL,
  PRIMARY KEY (client_id, reference)
);

-- What the retry sweep reads each minute: the deliveries due.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING';
