-- Orders: one payment buying one or many shipments. The idempotency key is unique per client, so
-- the same order sent twice (in parallel or after a timeout) is one order; a shipment belongs to at
-- most one order that is pending or paid (partial unique index), so it is never bought twice.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  reference text NOT NULL UNIQUE,
  idempotency_key text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  payment_method text NOT NULL,
  payment_type text NOT NULL,
  payment_source jsonb,
  payment_method_id uuid,
  total_amount integer NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  custom_reference text,
  transaction_id text,
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_client_idempotency_key UNIQUE (client_id, idempotency_key)
);
CREATE INDEX orders_client_created_idx ON orders (client_id, created_at DESC);

CREATE TABLE order_shipments (
  order_id uuid NOT NULL REFERENCES orders (id),
  client_id uuid NOT NULL,
  shipment_id uuid NOT NULL,
  shipment_reference text NOT NULL,
  position integer NOT NULL,
  amount integer NOT NULL,
  price jsonb,
  status text NOT NULL,
  error_code text,
  message text,
  PRIMARY KEY (order_id, shipment_id)
);
CREATE UNIQUE INDEX order_shipments_active_idx ON order_shipments (shipment_id) WHERE status IN ('PENDING', 'PAID');
