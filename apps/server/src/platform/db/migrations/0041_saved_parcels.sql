-- Default (saved) parcels: at most 16 per client, at most one default.
-- Weight in whole grams, sides in whole centimetres.
CREATE TABLE saved_parcels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL,
  weight_grams integer NOT NULL CHECK (weight_grams > 0),
  length_cm integer NOT NULL CHECK (length_cm > 0),
  width_cm integer NOT NULL CHECK (width_cm > 0),
  height_cm integer NOT NULL CHECK (height_cm > 0),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_parcels_client_id_idx ON saved_parcels (client_id, created_at);
CREATE UNIQUE INDEX saved_parcels_one_default_key ON saved_parcels (client_id) WHERE is_default;
