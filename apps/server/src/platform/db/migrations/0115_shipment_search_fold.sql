-- Shipment search that ignores case and accents ("lukasz" finds "Łukasz", "zolc" finds "Żółć") and finds
-- a shipment by its tracking numbers and its order too (docs/adr/0020-accent-insensitive-search.md).
-- The search column is computed here, by the database, on every write that changes what it is made of,
-- so no write path (drafts, bulk, labels, orders, erasure, imports) can leave it stale.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- One folding for the stored text and the searched term: lower case, then unaccent's rules (which also
-- spell out letters with no accent to strip: ł → l, ø → o, ß → ss, æ → ae). IMMUTABLE so a term's
-- folding is computed once when the statement is planned and the trigram index still answers it.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;

CREATE OR REPLACE FUNCTION shipment_search_text(s shipments) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT search_fold(concat_ws(' ',
      s.reference,
      s.to_address->>'firstName', s.to_address->>'lastName', s.to_address->>'company',
      s.to_address->>'email', s.to_address->>'city', s.to_address->>'zipCode',
      s.shipment_custom_reference, s.carrier_name,
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
     AND NEW.carrier_name IS NOT DISTINCT FROM OLD.carrier_name THEN
    RETURN NEW;
  END IF;
  NEW.search_text := shipment_search_text(NEW);
  RETURN NEW;
END $$;

UPDATE shipments s SET search_text = shipment_search_text(s)
  WHERE search_text IS DISTINCT FROM shipment_search_text(s);

DROP TRIGGER IF EXISTS shipments_search_text_trg ON shipments;
CREATE TRIGGER shipments_search_text_trg BEFORE INSERT OR UPDATE ON shipments
  FOR EACH ROW EXECUTE FUNCTION shipments_keep_search_text();
