-- The sandbox carrier records the seller's contract account a collection was booked under, as it does for
-- shipments bought on an own contract: null when the collection is booked on the product's account.
ALTER TABLE sandbox_carrier_pickups ADD COLUMN IF NOT EXISTS contract_account text;
