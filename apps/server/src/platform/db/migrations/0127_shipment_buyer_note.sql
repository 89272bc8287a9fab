-- The buyer's note to the seller, as the order that became the draft carried it (a shop, a
-- marketplace or a CSV row): shown on the draft's details and in the inbox row. Null when none.
ALTER TABLE shipments ADD COLUMN buyer_note text;
