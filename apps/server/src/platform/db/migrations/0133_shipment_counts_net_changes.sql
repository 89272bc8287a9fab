-- The inbox counters (0051) are written only where a statement changes them. An UPDATE nets its old rows
-- against its new rows per (client, state, archived flag), so an update that moves no shipment to another
-- inbox (a booking, tracking numbers, a download mark, a tracking poll) writes no counter row and takes no
-- lock on one. Before, every such update rewrote the seller's counter rows and held them until its
-- transaction ended, so the label jobs of one seller waited on each other. Inserts and deletes write one
-- row per key touched, as before. Keys are upserted in one order, so concurrent statements cannot deadlock
-- on them.
CREATE OR REPLACE FUNCTION shipment_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shipment_counts AS c (client_id, state, is_archived, count)
    SELECT client_id, state, is_archived, count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, state, is_archived) DO UPDATE SET count = c.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO shipment_counts AS c (client_id, state, is_archived, count)
    SELECT client_id, state, is_archived, -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, state, is_archived) DO UPDATE SET count = c.count + EXCLUDED.count;
  ELSE
    INSERT INTO shipment_counts AS c (client_id, state, is_archived, count)
    SELECT client_id, state, is_archived, sum(delta) FROM (
      SELECT client_id, state, is_archived, -1 AS delta FROM old_rows
      UNION ALL
      SELECT client_id, state, is_archived, 1 FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, state, is_archived) DO UPDATE SET count = c.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;
