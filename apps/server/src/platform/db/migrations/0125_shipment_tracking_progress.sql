-- The problems inbox (ADR 0029): what the carrier last reported of a parcel. The tracking simulator writes
-- these only when the report changes (a new event), so a parcel that stops moving keeps its last movement.
--   tracking_moved_at    the time of the carrier's latest event (when the parcel last moved)
--   tracking_event       that event's code (ADDRESS_NOT_FOUND tells a failed delivery from a held parcel)
--   tracking_reported_at the moment of the report it came from (later than now() only on a sandbox clock
--                        moved ahead; the inbox judges a parcel as of the later of the two)
ALTER TABLE shipments ADD COLUMN tracking_moved_at timestamptz;
ALTER TABLE shipments ADD COLUMN tracking_event text;
ALTER TABLE shipments ADD COLUMN tracking_reported_at timestamptz;

-- The inbox reads a client's parcels that are on their way, held or returned.
CREATE INDEX shipments_problems_idx ON shipments (client_id, state)
  WHERE label_created_at IS NOT NULL
    AND NOT is_archived
    AND state IN ('IN_TRANSIT', 'OUT_FOR_DELIVERY', 'INCIDENT', 'RETURNED_TO_SENDER');
