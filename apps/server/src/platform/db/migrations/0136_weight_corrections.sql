-- Weight corrections the carriers report, and the seller's history of them per carrier service and day (ADR 0041).

-- One row per corrected shipment: what the seller declared, what the carrier measured and what the
-- difference costs. Written once (the shipment id is the key), when the carrier reports its measure.
CREATE TABLE weight_corrections (
  shipment_id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  carrier_id text NOT NULL,
  service_id text NOT NULL,
  declared_kg numeric(9, 3) NOT NULL,
  measured_kg numeric(9, 3) NOT NULL,
  -- Minor units before tax, in the carrier's tariff for the shipment (the contract's on an own contract).
  extra_cost integer NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  corrected_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX weight_corrections_client ON weight_corrections (client_id, corrected_at);

-- Counts per client, day (UTC), carrier and service, moved in the transaction that records a
-- correction, so the service search reads at most 90 days of rows of one client instead of its shipments.
CREATE TABLE weight_correction_days (
  client_id uuid NOT NULL REFERENCES clients (id),
  day date NOT NULL,
  carrier_id text NOT NULL,
  service_id text NOT NULL,
  corrections integer NOT NULL DEFAULT 0,
  extra_cost integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client_id, day, carrier_id, service_id)
);
