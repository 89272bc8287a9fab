-- Own carrier contracts (ADR 0023): a client's contract with a carrier, at most one per
-- carrier. The credentials are never stored in clear: credentials_ciphertext is the JSON of the fields
-- sealed with AES-256-GCM under a data key of this row only, and data_key_wrapped is that data key sealed
-- under CONTRACT_CREDENTIALS_KEY (envelope encryption). Deactivating deletes the row.
CREATE TABLE own_contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  carrier_id text NOT NULL,
  credentials_ciphertext text NOT NULL,
  data_key_wrapped text NOT NULL,
  -- The carrier's services the seller runs on the contract, chosen after registering.
  service_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, carrier_id)
);

-- The sandbox carrier's ledger records the contract account a booking on a seller's contract used.
ALTER TABLE sandbox_carrier_bookings ADD COLUMN contract_account text;
