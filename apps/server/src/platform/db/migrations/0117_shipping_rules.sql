-- Shipping rules: a client's rules in priority order (position 1 runs first), each
-- with its conditions and actions as the rule definitions name them. The alias is unique per client, case
-- apart. Every shipment keeps which rule changed what when it was created (applied_shipping_rules).
CREATE TABLE IF NOT EXISTS shipping_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  alias text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  position integer NOT NULL,
  conditions jsonb NOT NULL DEFAULT '[]',
  actions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS shipping_rules_client_alias_uq ON shipping_rules (client_id, lower(alias));
CREATE INDEX IF NOT EXISTS shipping_rules_client_position_idx ON shipping_rules (client_id, position);

ALTER TABLE shipments ADD COLUMN IF NOT EXISTS applied_shipping_rules jsonb NOT NULL DEFAULT '[]';
