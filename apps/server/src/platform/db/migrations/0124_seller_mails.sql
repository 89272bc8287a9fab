-- The mail a seller gets from the product (welcome, payment receipt, invoice available, bulk labels
-- ready, subscription renewed or declined): one row per fact, queued in the transaction that records
-- the fact. The unique key makes queuing the same fact twice a no-op; sent_at makes a retried job
-- that finds the mail already sent do nothing (ADR 0028).
CREATE TABLE seller_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  -- The user it is written to; null: the client's account holder (its first user).
  user_id uuid,
  kind text NOT NULL,
  -- What the mail reports, unique per kind: the user of a welcome, the order of a receipt …
  fact_key text NOT NULL,
  facts jsonb NOT NULL,
  recipient text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, fact_key)
);
CREATE INDEX seller_mails_client_idx ON seller_mails (client_id, created_at);

-- What a mail in the local outbox is (seller-mails.welcome, auth.password-reset …), so a reader picks
-- the one it means.
ALTER TABLE mail_outbox ADD COLUMN kind text;
