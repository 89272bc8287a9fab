-- The seller's customs numbers, entered once with the invoicing details and printed on every
-- customs document: EORI, VAT number and IOSS number (each optional).
ALTER TABLE billing_clients ADD COLUMN eori_number text;
ALTER TABLE billing_clients ADD COLUMN vat_number text;
ALTER TABLE billing_clients ADD COLUMN ioss_number text;
