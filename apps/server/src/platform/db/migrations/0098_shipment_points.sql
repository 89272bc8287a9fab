-- The drop-off point at origin a seller chooses, and what a shipment keeps of each of its points
-- (name, address, opening hours) so its details still name them whatever the carrier lists later.
ALTER TABLE shipments ADD COLUMN origin_dropoff_point_id text;
ALTER TABLE shipments ADD COLUMN origin_dropoff_point jsonb;
ALTER TABLE shipments ADD COLUMN dropoff_point jsonb;
