-- Invoicing details of a client (the billing form), one row per client.
CREATE TABLE billing_clients (
  client_id uuid PRIMARY KEY,
  type text NOT NULL,
  company_name text,
  tax_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  address2 text,
  location text NOT NULL,
  zip_code text NOT NULL,
  state text,
  country text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
