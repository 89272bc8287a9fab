-- A shipment an order paid for but could not buy (changed by its seller before the settlement) is
-- given back. The order records what is due in the same transaction that fails the line, and what
-- the gateway has returned once it has, so a settlement interrupted between the two finishes the
-- refund when it runs again (the safety-net job) and never refunds twice.
ALTER TABLE orders ADD COLUMN refund_due integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0;
ALTER TABLE sandbox_payment_charges ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0;
