-- Answers to requests a program sent with an Idempotency-Key header (ADR 0016): the first request with a
-- key claims it (status_code null while it runs); a repeat with the same body gets the stored answer, one
-- with another body 422. A claim whose process died is taken over once locked_until passes.
CREATE TABLE idempotent_requests (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 255),
  request_hash text NOT NULL,
  status_code integer,
  content_type text,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz NOT NULL,
  PRIMARY KEY (client_id, idempotency_key)
);
-- Keys are kept 24 hours; the prune deletes by age.
CREATE INDEX idempotent_requests_created_at_idx ON idempotent_requests (created_at);
