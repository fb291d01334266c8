-- An order line's VAT before discounts (WooCommerce's `line_subtotal_tax`), so the order page and
-- the mail show the line at the price × quantity the cart showed (shop README, "Money on every
-- page"). NULL on orders placed before it: read as an estimate from the line's other amounts.
ALTER TABLE order_items ADD COLUMN subtotal_tax INTEGER;
