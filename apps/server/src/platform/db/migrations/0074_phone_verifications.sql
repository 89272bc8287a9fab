-- One-time codes sent by SMS to verify a client's phone.
CREATE TABLE phone_verifications (
  client_id uuid PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  sent_at timestamptz NOT NULL DEFAULT now(),
  next_retry_at timestamptz NOT NULL,
  verified_at timestamptz
);

-- The sandbox SMS provider's outbox (the code is readable there in tests and demos).
CREATE TABLE sms_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_client_idx ON sms_outbox (client_id, created_at DESC);
