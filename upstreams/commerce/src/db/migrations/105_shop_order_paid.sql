-- What a paid order hands over (shop README "Nothing of value before payment"): a gift card line
-- is worth the price it was bought at, read again when the order is marked paid later (cash on
-- delivery, bank transfer), so the card's value never follows a later price change.
ALTER TABLE order_items ADD COLUMN unit_price INTEGER;
