-- Local mail outbox: where mail lands when no SMTP server is configured.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Null for mail not tied to a client (e.g. a recovery request for an unknown address is never sent).
  client_id uuid,
  sender text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC);
CREATE INDEX mail_outbox_client_id_idx ON mail_outbox (client_id);

CREATE TABLE mail_outbox_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mail_id uuid NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  client_id uuid,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_attachments_mail_id_idx ON mail_outbox_attachments (mail_id);
