-- The carrier's time window on the collection day a draft chose ("09:00"–"14:00"), kept with the day so the
-- shipment shows when the carrier comes before a collection is booked; null when no day is chosen or the
-- carrier does not collect on it.
ALTER TABLE shipments ADD COLUMN collection_window_from text;
ALTER TABLE shipments ADD COLUMN collection_window_to text;
