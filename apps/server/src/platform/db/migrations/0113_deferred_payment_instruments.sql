-- Deferred payment as a payment type backed by an instrument (docs/adr/0018-deferred-payment-instruments.md):
-- a DEFERRED payment method now names the instrument behind it (creditcard3dsecure, paypal or directdebit)
-- and, for a card or PayPal, the 0.01 verification charge that proved it.
ALTER TABLE payment_methods ADD COLUMN verification_transaction_id text;
-- Set when a newer DEFERRED instrument took this one's place: the current instrument is the newest
-- one not replaced. Rows stored before (method 'deferred', no instrument) stay as they were: they
-- still make the client eligible to defer and the summary shows no instrument until one is set.
ALTER TABLE payment_methods ADD COLUMN replaced_at timestamptz;

-- One row per save request (the nonce's hash as key): a retried or doubled save charges the
-- verification once and answers the first save's method.
CREATE TABLE deferred_payment_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  request_key text NOT NULL,
  method text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  failure_kind text,
  failure_reason text,
  transaction_id text,
  payment_method_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, request_key)
);

-- SEPA direct debit mandates a client requested from the payment tab; the document is drawn from
-- this row in the reader's language whenever it is opened.
CREATE TABLE direct_debit_mandates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  reference text NOT NULL UNIQUE,
  iban text NOT NULL,
  bic text NOT NULL,
  debtor jsonb NOT NULL,
  payment_method_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX direct_debit_mandates_client_idx ON direct_debit_mandates (client_id, created_at DESC);
