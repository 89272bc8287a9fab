-- Invoices and credit notes (ADR 0015). One gap-free number series per tenant and kind: the
-- counter row is locked, read and advanced in the transaction that records the document, so a rollback
-- (a crash, a retry, a duplicate) takes the number back with it and no number is ever skipped or doubled.
CREATE TABLE invoice_series (
  tenant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
  last_number integer NOT NULL DEFAULT 0 CHECK (last_number >= 0),
  PRIMARY KEY (tenant_id, kind)
);

-- A document as issued: seller, buyer and lines are snapshots, never joined again, so a later change of
-- the tenant's company or the client's invoicing details cannot change an issued invoice.
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  tenant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
  number integer NOT NULL CHECK (number > 0),
  reference text NOT NULL UNIQUE,
  -- What the document is for: ORDER (order id), SUBSCRIPTION_CHARGE (charge id), REFUND (order id and the
  -- refunded total it brings the credit notes to). Unique: issuing twice finds the first one.
  source_type text NOT NULL CHECK (source_type IN ('ORDER', 'SUBSCRIPTION_CHARGE', 'REFUND')),
  source_id text NOT NULL,
  source_reference text NOT NULL,
  credited_invoice_id uuid REFERENCES invoices (id),
  issued_at timestamptz NOT NULL,
  supplied_at timestamptz NOT NULL,
  currency text NOT NULL,
  net_total integer NOT NULL,
  vat_total integer NOT NULL,
  total integer NOT NULL CHECK (total = net_total + vat_total),
  paid boolean NOT NULL,
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  lines jsonb NOT NULL,
  pdf_key text,
  UNIQUE (tenant_id, kind, number),
  UNIQUE (source_type, source_id),
  CHECK ((kind = 'CREDIT_NOTE') = (credited_invoice_id IS NOT NULL))
);
CREATE INDEX invoices_client_issued ON invoices (client_id, issued_at DESC, number DESC);
CREATE INDEX invoices_without_pdf ON invoices (client_id) WHERE pdf_key IS NULL;

-- An issued document is never changed nor deleted; only the stored file's key may be set (it is drawn
-- after the document commits, from the document alone).
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is immutable', OLD.reference;
  END IF;
  IF (to_jsonb(NEW) - 'pdf_key') IS DISTINCT FROM (to_jsonb(OLD) - 'pdf_key') THEN
    RAISE EXCEPTION 'invoice % is immutable', OLD.reference;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
