-- Counts of a filtered list (docs/adr/0003-shipments-list-performance.md). The filter panel's pick-list
-- filters (carrier, source, label downloaded) and the inbox states are low-cardinality columns: in one
-- B-tree they collapse into few deduplicated keys, so count(*) of any combination is an index-only scan
-- of a small index (43 MB for 1M shipments) instead of a read of the client's rows.
CREATE INDEX IF NOT EXISTS shipments_client_filter_count_idx
  ON shipments (client_id, is_archived, carrier_name, source, label_downloaded, state);
