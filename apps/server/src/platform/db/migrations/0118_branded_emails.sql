-- Branded e-mails: a client's templates per e-mail type and language, whether each type
-- is active, its brand settings, and the buyer e-mails already sent (so a retried job sends once).
CREATE TABLE branded_email_templates (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  email_type text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  -- Rich text, sanitised on the server before it is stored.
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, email_type, locale)
);

CREATE TABLE branded_email_activations (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  email_type text NOT NULL,
  is_active boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, email_type)
);

CREATE TABLE brand_settings (
  client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  company_name text NOT NULL DEFAULT '',
  reply_to_email text NOT NULL DEFAULT '',
  logo bytea,
  logo_content_type text CHECK (logo_content_type IN ('image/png', 'image/jpeg')),
  -- Unguessable name of the logo in the public address mail clients load it from; new with each logo.
  logo_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX brand_settings_logo_id_idx ON brand_settings (logo_id) WHERE logo_id IS NOT NULL;

CREATE TABLE buyer_emails (
  client_id uuid NOT NULL,
  shipment_id uuid NOT NULL,
  -- What the mail tells: LABEL_CREATED, or a tracking milestone.
  event text NOT NULL,
  recipient text NOT NULL,
  is_branded boolean NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shipment_id, event)
);
CREATE INDEX buyer_emails_client_id_idx ON buyer_emails (client_id);

-- A branded mail answers to the seller: the local outbox keeps the reply-to address it carries.
ALTER TABLE mail_outbox ADD COLUMN reply_to text;
