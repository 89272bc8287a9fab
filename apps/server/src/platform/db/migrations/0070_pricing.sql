-- Pricing: the extras a seller picked per shipment, and the vouchers the platform offers.
CREATE TABLE shipment_products (
  shipment_id uuid PRIMARY KEY,
  client_id uuid NOT NULL,
  selection jsonb NOT NULL DEFAULT '{}'::jsonb,
  voucher_code text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_products_client_idx ON shipment_products (client_id);

-- Platform vouchers (not per client: client_id NULL means every client may use the code).
CREATE TABLE vouchers (
  code text PRIMARY KEY,
  client_id uuid,
  kind text NOT NULL CHECK (kind IN ('PERCENTAGE', 'FIXED')),
  amount integer NOT NULL CHECK (amount > 0),
  -- NULL: every service that allows vouchers; otherwise only these services.
  service_ids text[],
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Services whose carrier terms do not let a voucher be applied (default: allowed).
CREATE TABLE voucher_service_rules (
  service_id text PRIMARY KEY,
  allows_voucher boolean NOT NULL
);

INSERT INTO vouchers (code, kind, amount, service_ids) VALUES
  ('WELCOME10', 'PERCENTAGE', 10, NULL),
  ('FREESHIP', 'PERCENTAGE', 100, NULL),
  ('FIVEOFF', 'FIXED', 500, NULL),
  ('SEUR20', 'PERCENTAGE', 20, ARRAY['seur-24', 'seur-48', 'seur-classic-predict', 'seur-2shop']);

INSERT INTO voucher_service_rules (service_id, allows_voucher) VALUES
  ('correos-paq-estandar', false),
  ('correos-paq-premium', false),
  ('correos-paq-ligero', false),
  ('correos-paq-internacional', false),
  ('correos-internacional-prioritario', false),
  ('royal-mail-tracked-24', false),
  ('royal-mail-tracked-48', false),
  ('royal-mail-international-tracked', false);
