-- Event ids of one client must follow commit order, or the WebSocket hub (which pushes "id > last
-- pushed") could skip an event whose transaction took its id earlier but committed later. A per-client
-- transaction-scoped advisory lock, taken before the id is drawn, serialises event-writing transactions
-- of one client from their first event to their commit; other clients are not affected.
CREATE FUNCTION outbox_events_order_per_client() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727274020, hashtext(NEW.client_id::text));
  NEW.id := nextval(pg_get_serial_sequence('outbox_events', 'id'));
  RETURN NEW;
END;
$$;

CREATE TRIGGER outbox_events_order_per_client
  BEFORE INSERT ON outbox_events
  FOR EACH ROW EXECUTE FUNCTION outbox_events_order_per_client();
