-- A customs invoice is dated with the day on the sender's clock (the time zone of the warehouse it
-- leaves from) when it is saved, not the UTC day: a parcel from Madrid saved at 00:30 local time is
-- dated that day. The day is kept, as the invoice number's year is read from it. Invoices saved
-- before keep the UTC day they were issued and numbered with.
ALTER TABLE customs_invoices ADD COLUMN issued_on date;
UPDATE customs_invoices SET issued_on = (created_at AT TIME ZONE 'UTC')::date;
ALTER TABLE customs_invoices ALTER COLUMN issued_on SET NOT NULL;
