-- Clients that share their delivery data: their deliveries count in the all-clients on-time score, and
-- they see that score. No row: not shared.
CREATE TABLE IF NOT EXISTS on_time_sharing (
  client_id uuid PRIMARY KEY REFERENCES clients (id),
  opted_in_at timestamptz NOT NULL DEFAULT now()
);

-- Running counts per lane and service over the clients that share, moved in the transaction that moves
-- the client's own row (a delivery) or adds or takes away all of a client's rows (opting in or out).
-- client_count: how many sharing clients have deliveries on the lane; the score is shown only above a
-- minimum, so that no client's own counts can be worked out from it.
CREATE TABLE IF NOT EXISTS lane_on_time_shared (
  service_id text NOT NULL,
  from_country text NOT NULL,
  to_country text NOT NULL,
  delivered_count integer NOT NULL DEFAULT 0,
  on_time_count integer NOT NULL DEFAULT 0,
  client_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (from_country, to_country, service_id)
);
