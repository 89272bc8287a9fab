-- Customs invoices (the checkout's customs step): items, values and origin; the PDF is in file storage.
-- A shipment points at one invoice (shipment_customs); an invoice bought with one order cannot be
-- used by another shipment's order (CustomsAlreadyUsed).
CREATE TABLE customs_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  status text NOT NULL,
  category text NOT NULL,
  export_reason text NOT NULL,
  items jsonb NOT NULL DEFAULT '[]'::jsonb,
  total_value integer NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  pdf_key text,
  used_by_order_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customs_invoices_client_idx ON customs_invoices (client_id, created_at DESC);

CREATE TABLE shipment_customs (
  shipment_id uuid PRIMARY KEY,
  client_id uuid NOT NULL,
  customs_invoice_id uuid NOT NULL REFERENCES customs_invoices (id)
);
