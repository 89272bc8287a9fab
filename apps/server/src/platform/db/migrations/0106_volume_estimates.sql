-- Volume discounts: the band of monthly shipments a client says it expects (its latest statement).
CREATE TABLE volume_estimates (
  client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  band text NOT NULL CHECK (char_length(band) BETWEEN 1 AND 40),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
