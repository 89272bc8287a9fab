-- A marketplace order says which service, carrier or drop-off point its buyer chose; the checkout's
-- service search sends it so that service is listed first.
ALTER TABLE shipments ADD COLUMN third_party_preferences jsonb;
