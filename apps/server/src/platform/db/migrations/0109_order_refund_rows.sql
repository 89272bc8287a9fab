-- Each refund an order makes becomes a row of its own, dated when the gateway returned it, so a
-- seller's transactions list every refund (the order keeps only the running total in
-- refunded_amount). The refunds made before this migration become one row per order, dated by the
-- order's last change.
CREATE TABLE order_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  client_id uuid NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_refunds_client_created_idx ON order_refunds (client_id, created_at DESC);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id);

INSERT INTO order_refunds (order_id, client_id, amount, currency, created_at)
  SELECT id, client_id, refunded_amount, currency, updated_at FROM orders WHERE refunded_amount > 0;
