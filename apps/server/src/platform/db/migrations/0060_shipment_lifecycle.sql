-- After the sale: when the carrier got the shipment (label created; tracking runs from there) and
-- the cancellation a seller asked for.
ALTER TABLE shipments ADD COLUMN label_created_at timestamptz;
ALTER TABLE shipments ADD COLUMN cancel_reason text;
ALTER TABLE shipments ADD COLUMN cancel_requested_at timestamptz;

-- The tracking simulator visits only parcels still on their way.
CREATE INDEX shipments_tracking_active_idx ON shipments (updated_at)
  WHERE label_created_at IS NOT NULL
    AND state IN ('READY_TO_PRINT', 'READY_FOR_COLLECTION', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'INCIDENT');
