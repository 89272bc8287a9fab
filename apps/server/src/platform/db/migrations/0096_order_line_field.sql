-- A shipment an order could not buy because of one of its fields (a recipient postcode that cannot
-- exist) names that field, so the seller knows what to correct.
ALTER TABLE order_shipments ADD COLUMN field text;
