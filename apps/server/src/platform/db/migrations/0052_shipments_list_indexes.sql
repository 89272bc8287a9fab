-- Indexes behind the shipments list (docs/adr/0003-shipments-list-performance.md). Each one matches a
-- WHERE prefix of equalities plus the exact ORDER BY of shipments.repository.ts, so a page is read
-- in order and stops after offset + limit entries instead of sorting a client's whole inbox.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Replaced by the carrier/service pair below: the service sort orders by (carrier_name, service_name).
DROP INDEX IF EXISTS shipments_client_service_idx;

-- Service sort, with or without a carrier filter (equality on carrier_name keeps the order).
CREATE INDEX IF NOT EXISTS shipments_client_carrier_service_idx
  ON shipments (client_id, is_archived, carrier_name, service_name, created_at DESC, id DESC);
-- service_desc keeps "no service last" and "newest first" within a service, so it is not the
-- backward scan of the ascending index and needs its own.
CREATE INDEX IF NOT EXISTS shipments_client_carrier_service_desc_idx
  ON shipments (client_id, is_archived, carrier_name DESC NULLS LAST, service_name DESC NULLS LAST, created_at DESC, id DESC);
-- Carrier filter in creation order, and the index-only count of a carrier filter.
CREATE INDEX IF NOT EXISTS shipments_client_carrier_created_idx
  ON shipments (client_id, is_archived, carrier_name, created_at DESC, id DESC);

-- Free-text search (q): search_text LIKE '%…%' answered from trigrams, per client.
CREATE INDEX IF NOT EXISTS shipments_search_trgm_idx
  ON shipments USING gin (client_id, search_text gin_trgm_ops);
