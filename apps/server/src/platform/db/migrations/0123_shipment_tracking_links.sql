-- Buyers' tracking links (ADR 0027): each link a buyer's e-mail carries is a 128-bit random
-- token, stored only as its SHA-256, so a database leak gives no working link. A shipment may have
-- several (one per e-mail sent); each opens the same public page.
CREATE TABLE shipment_tracking_links (
  token_hash text PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shipment_tracking_links_shipment ON shipment_tracking_links (shipment_id);
CREATE INDEX shipment_tracking_links_client ON shipment_tracking_links (client_id);
