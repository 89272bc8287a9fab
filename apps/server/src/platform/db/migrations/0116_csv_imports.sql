-- CSV import: each import of a file, and the order id each imported shipment came with, so
-- the same order imported twice makes no second shipment — the unique index decides, even when two
-- imports of the same file run at once (docs/csv-import.md).
ALTER TABLE shipments ADD COLUMN IF NOT EXISTS external_order_id text;
CREATE UNIQUE INDEX IF NOT EXISTS shipments_client_external_order_uq
  ON shipments (client_id, external_order_id) WHERE external_order_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS shipment_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  source text NOT NULL,
  file_key text NOT NULL,
  status text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX IF NOT EXISTS shipment_imports_client_idx ON shipment_imports (client_id, created_at);

-- The search finds a shipment by the order id it was imported with too (0115's function, one field more).
CREATE OR REPLACE FUNCTION shipment_search_text(s shipments) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT search_fold(concat_ws(' ',
      s.reference,
      s.to_address->>'firstName', s.to_address->>'lastName', s.to_address->>'company',
      s.to_address->>'email', s.to_address->>'city', s.to_address->>'zipCode',
      s.shipment_custom_reference, s.external_order_id, s.carrier_name,
      (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(s.trackings) = 'array' THEN s.trackings ELSE '[]' END) AS t),
      (SELECT concat_ws(' ', o.reference, o.custom_reference) FROM orders o WHERE o.id = s.order_id)))
  $$;

CREATE OR REPLACE FUNCTION shipments_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.reference IS NOT DISTINCT FROM OLD.reference
     AND NEW.to_address IS NOT DISTINCT FROM OLD.to_address
     AND NEW.trackings IS NOT DISTINCT FROM OLD.trackings
     AND NEW.order_id IS NOT DISTINCT FROM OLD.order_id
     AND NEW.shipment_custom_reference IS NOT DISTINCT FROM OLD.shipment_custom_reference
     AND NEW.external_order_id IS NOT DISTINCT FROM OLD.external_order_id
     AND NEW.carrier_name IS NOT DISTINCT FROM OLD.carrier_name THEN
    RETURN NEW;
  END IF;
  NEW.search_text := shipment_search_text(NEW);
  RETURN NEW;
END $$;
