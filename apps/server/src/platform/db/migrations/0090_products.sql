-- The product catalogue: goods a client ships often, picked into customs lines. At most 500 per
-- client (enforced by the service under an advisory lock). Value of one unit in minor units, net
-- weight of one unit in whole grams, HS code as its 6 to 10 digits.
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
  hs_code text NOT NULL CHECK (hs_code ~ '^[0-9]{6,10}$'),
  origin_country text NOT NULL CHECK (origin_country ~ '^[A-Z]{2}$'),
  unit_value bigint NOT NULL CHECK (unit_value > 0),
  currency text NOT NULL DEFAULT 'EUR',
  weight_grams integer NOT NULL CHECK (weight_grams > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_client_description_idx ON products (client_id, lower(description), id);
