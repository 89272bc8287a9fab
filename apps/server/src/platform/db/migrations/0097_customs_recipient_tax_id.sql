-- The recipient's VAT, EORI or national tax number, entered in the customs step: many customs
-- offices clear goods only with the importer's number, printed on the commercial invoice and CN23.
ALTER TABLE customs_invoices ADD COLUMN recipient_tax_id text;
