-- Carrier collections and on-time scores per lane (ADR 0030).

-- A collection the seller booked with a carrier for bought shipments of one origin.
CREATE TABLE pickups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  -- The browser's key of the booking: a retried or doubled request finds the first booking.
  request_key uuid NOT NULL,
  state text NOT NULL DEFAULT 'BOOKING',
  carrier_id text NOT NULL,
  carrier_name text NOT NULL,
  warehouse_id uuid,
  pickup_date date NOT NULL,
  window_from text NOT NULL,
  window_to text NOT NULL,
  parcel_count integer NOT NULL,
  confirmation_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, request_key)
);
CREATE INDEX pickups_client_date ON pickups (client_id, pickup_date);

-- The shipments a live collection takes; a shipment is in at most one (its id is the key), and
-- leaves it when the collection is cancelled.
CREATE TABLE pickup_shipments (
  shipment_id uuid PRIMARY KEY,
  pickup_id uuid NOT NULL REFERENCES pickups (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id),
  shipment_reference text NOT NULL
);
CREATE INDEX pickup_shipments_pickup ON pickup_shipments (pickup_id);

-- The sandbox carrier's ledger of collections: what a real carrier keeps on its side.
CREATE TABLE sandbox_carrier_pickups (
  confirmation_number text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  carrier_id text NOT NULL,
  pickup_date date NOT NULL,
  window_from text NOT NULL,
  window_to text NOT NULL,
  parcel_count integer NOT NULL,
  changes integer NOT NULL DEFAULT 0,
  booked_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);

-- One row per delivered shipment: the day promised at purchase and the day it arrived. Written once
-- (the shipment id is the key), when tracking reports the delivery.
CREATE TABLE lane_deliveries (
  shipment_id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  service_id text NOT NULL,
  from_country text NOT NULL,
  to_country text NOT NULL,
  promised_date date NOT NULL,
  delivered_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Running counts per client, service and lane, moved in the transaction that records a delivery,
-- so the service search reads one row per service instead of counting deliveries.
CREATE TABLE lane_on_time (
  client_id uuid NOT NULL REFERENCES clients (id),
  service_id text NOT NULL,
  from_country text NOT NULL,
  to_country text NOT NULL,
  delivered_count integer NOT NULL DEFAULT 0,
  on_time_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client_id, from_country, to_country, service_id)
);
