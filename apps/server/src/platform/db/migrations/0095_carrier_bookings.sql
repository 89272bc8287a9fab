-- A shipment's booking with its carrier is recorded as soon as the carrier answers, before the label PDF
-- is made: a label job retried after a crash finds it and never books again, and a cancellation that
-- overtakes label creation knows the tracking numbers to cancel.
ALTER TABLE shipments ADD COLUMN carrier_booking_reference text;

-- The sandbox carrier's own ledger: what a real carrier keeps on its side. One booking per idempotency
-- key, so a booking request repeated after a lost answer gets the first booking back.
CREATE TABLE sandbox_carrier_bookings (
  booking_reference text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  shipment_reference text NOT NULL,
  service_id text NOT NULL,
  tracking_numbers jsonb NOT NULL,
  booked_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX sandbox_carrier_bookings_shipment_reference_idx ON sandbox_carrier_bookings (shipment_reference);
