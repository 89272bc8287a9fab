-- How many shipments a voucher may discount: in all (max_uses) and for each client (max_uses_per_client);
-- NULL: no limit.
ALTER TABLE vouchers ADD COLUMN IF NOT EXISTS max_uses integer CHECK (max_uses > 0);
ALTER TABLE vouchers ADD COLUMN IF NOT EXISTS max_uses_per_client integer CHECK (max_uses_per_client > 0);

-- One use of a voucher: a shipment an order took with it, written in the order's transaction (the
-- voucher's row locked, so parallel orders count one after the other). A use is given back when its order
-- is not paid or cannot buy the shipment.
CREATE TABLE IF NOT EXISTS voucher_uses (
  voucher_code text NOT NULL,
  client_id uuid NOT NULL,
  shipment_id uuid NOT NULL,
  order_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (voucher_code, shipment_id)
);
CREATE INDEX IF NOT EXISTS voucher_uses_client_idx ON voucher_uses (voucher_code, client_id);
CREATE INDEX IF NOT EXISTS voucher_uses_order_idx ON voucher_uses (order_id);

-- A first-shipment offer: half off one shipment per client.
INSERT INTO vouchers (code, kind, amount, service_ids, max_uses_per_client)
VALUES ('FIRSTSHIP', 'PERCENTAGE', 50, NULL, 1)
ON CONFLICT (code) DO NOTHING;
