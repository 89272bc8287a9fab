-- Analytics roll-ups: paid shipments per client and day, by carrier, destination country and
-- content, so every chart of a client with a million shipments reads at most 90 days of small rows.
-- A day is the UTC calendar day the shipment was paid. Money is in minor units of the default currency.
CREATE TABLE analytics_daily (
  client_id uuid NOT NULL,
  day date NOT NULL,
  carrier text NOT NULL,
  country text NOT NULL,
  content text NOT NULL,
  shipments integer NOT NULL,
  total_cost bigint NOT NULL,
  PRIMARY KEY (client_id, day, carrier, country, content)
);

-- What each counted shipment adds to the roll-ups, so a change (a cancellation) takes back exactly what
-- it added, and applying the same change twice adds nothing.
CREATE TABLE analytics_shipment_facts (
  client_id uuid NOT NULL,
  reference text NOT NULL,
  day date NOT NULL,
  carrier text NOT NULL,
  country text NOT NULL,
  content text NOT NULL,
  total_cost bigint NOT NULL,
  PRIMARY KEY (client_id, reference)
);

-- The last outbox event of each client whose shipment changes are in the roll-ups.
CREATE TABLE analytics_cursors (
  client_id uuid PRIMARY KEY,
  event_id bigint NOT NULL
);
