-- Transactional outbox: an event row commits with the state change it describes.
CREATE TABLE outbox_events (
  id bigserial PRIMARY KEY,
  client_id uuid NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_events_client_id_idx ON outbox_events (client_id, id);
CREATE INDEX outbox_events_created_at_idx ON outbox_events (created_at);
