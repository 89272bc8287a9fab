-- Onboarding answers of a client: the marketplaces and e-commerce platforms it sells on (names, 'none'
-- for none) and the phone it gave there (prefix required, number optional). The latest answer counts.
CREATE TABLE client_onboarding (
  client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  marketplaces jsonb NOT NULL DEFAULT '[]',
  ecommerces jsonb NOT NULL DEFAULT '[]',
  phone_prefix text,
  phone_number text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
