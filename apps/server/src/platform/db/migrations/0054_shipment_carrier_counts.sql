-- Totals of a list filtered by carrier, the filter sellers use most (docs/adr/0003): counters per client,
-- archived flag, carrier and state, kept by statement-level triggers like shipment_counts (0051). A total is
-- then the sum of the inbox's states for one carrier, whatever the number of shipments. Shipments without
-- a service count under the carrier ''.
CREATE TABLE shipment_carrier_counts (
  client_id uuid NOT NULL,
  is_archived boolean NOT NULL,
  carrier_name text NOT NULL,
  state text NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (client_id, is_archived, carrier_name, state)
);

INSERT INTO shipment_carrier_counts (client_id, is_archived, carrier_name, state, count)
SELECT client_id, is_archived, coalesce(carrier_name, ''), state, count(*)
FROM shipments GROUP BY 1, 2, 3, 4;

-- An UPDATE nets old against new rows, so the counters are written only when a shipment changes carrier,
-- state or archived flag (not on every tracking or label update). Keys are upserted in one order, so two
-- concurrent statements cannot deadlock on them.
CREATE FUNCTION shipment_carrier_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shipment_carrier_counts AS c (client_id, is_archived, carrier_name, state, count)
    SELECT client_id, is_archived, coalesce(carrier_name, ''), state, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (client_id, is_archived, carrier_name, state) DO UPDATE SET count = c.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO shipment_carrier_counts AS c (client_id, is_archived, carrier_name, state, count)
    SELECT client_id, is_archived, coalesce(carrier_name, ''), state, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (client_id, is_archived, carrier_name, state) DO UPDATE SET count = c.count + EXCLUDED.count;
  ELSE
    INSERT INTO shipment_carrier_counts AS c (client_id, is_archived, carrier_name, state, count)
    SELECT client_id, is_archived, carrier_name, state, sum(delta) FROM (
      SELECT client_id, is_archived, coalesce(carrier_name, '') AS carrier_name, state, -1 AS delta FROM old_rows
      UNION ALL
      SELECT client_id, is_archived, coalesce(carrier_name, ''), state, 1 FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (client_id, is_archived, carrier_name, state) DO UPDATE SET count = c.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER shipment_carrier_counts_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_carrier_counts_apply();
CREATE TRIGGER shipment_carrier_counts_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_carrier_counts_apply();
CREATE TRIGGER shipment_carrier_counts_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_carrier_counts_apply();
