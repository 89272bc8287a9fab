-- Sender addresses (warehouses, at most 8 per client, one default) and the recipient address book
-- (at most 500 per client). The limits are enforced by the use-cases under a per-client lock.
CREATE TABLE warehouses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  alias text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text,
  email text NOT NULL,
  phone text NOT NULL,
  street1 text NOT NULL,
  street2 text,
  alpha2_code text NOT NULL,
  zip_code text NOT NULL,
  city text,
  state text,
  postal_code_id text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX warehouses_client_id_idx ON warehouses (client_id, created_at);
-- At most one default per client, whatever the races.
CREATE UNIQUE INDEX warehouses_one_default_key ON warehouses (client_id) WHERE is_default;

CREATE TABLE recipient_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  alias text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text,
  email text NOT NULL,
  phone text NOT NULL,
  street1 text NOT NULL,
  street2 text,
  alpha2_code text NOT NULL,
  zip_code text NOT NULL,
  city text,
  state text,
  postal_code_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The book is listed by alias; the checkout looks entries up by country and postcode.
CREATE INDEX recipient_addresses_alias_idx ON recipient_addresses (client_id, lower(alias), id);
CREATE INDEX recipient_addresses_destination_idx ON recipient_addresses (client_id, alpha2_code, zip_code);
