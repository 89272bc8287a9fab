-- Inbox counts without scanning a client's shipments: per-state counters kept by statement-level
-- triggers (one upsert per state touched by a statement, so bulk inserts stay cheap).
CREATE TABLE shipment_counts (
  client_id uuid NOT NULL,
  state text NOT NULL,
  is_archived boolean NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (client_id, state, is_archived)
);

INSERT INTO shipment_counts (client_id, state, is_archived, count)
SELECT client_id, state, is_archived, count(*) FROM shipments GROUP BY client_id, state, is_archived;

CREATE FUNCTION shipment_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO shipment_counts AS c (client_id, state, is_archived, count)
    SELECT client_id, state, is_archived, -count(*) FROM old_rows
    GROUP BY client_id, state, is_archived ORDER BY client_id, state, is_archived
    ON CONFLICT (client_id, state, is_archived) DO UPDATE SET count = c.count + EXCLUDED.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO shipment_counts AS c (client_id, state, is_archived, count)
    SELECT client_id, state, is_archived, count(*) FROM new_rows
    GROUP BY client_id, state, is_archived ORDER BY client_id, state, is_archived
    ON CONFLICT (client_id, state, is_archived) DO UPDATE SET count = c.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER shipment_counts_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_apply();
CREATE TRIGGER shipment_counts_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_apply();
CREATE TRIGGER shipment_counts_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_apply();
