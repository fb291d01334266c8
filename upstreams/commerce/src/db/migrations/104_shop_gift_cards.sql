-- Gift cards (behaviour §1 "use coupon codes and gift cards"): a code with a balance, issued when an
-- order buying a gift card product is paid, spent on later orders. Money is integer cents.

CREATE TABLE gift_cards (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  code            TEXT NOT NULL UNIQUE,            -- "XXXX-XXXX-XXXX-XXXX", upper case
  amount          INTEGER NOT NULL CHECK (amount > 0),
  balance         INTEGER NOT NULL CHECK (balance >= 0),
  recipient_email TEXT NOT NULL,
  sender_name     TEXT NOT NULL DEFAULT '',
  message         TEXT NOT NULL DEFAULT '',
  order_id        INTEGER REFERENCES orders(id),   -- the order that bought it
  product_id      INTEGER,
  created_at      INTEGER NOT NULL,
  expires_at      INTEGER                          -- NULL: never
);
CREATE INDEX gift_cards_order ON gift_cards (order_id);

-- What each order took from each card (the order's "paid by gift card" lines).
CREATE TABLE gift_card_redemptions (
  gift_card_id INTEGER NOT NULL REFERENCES gift_cards(id),
  order_id     INTEGER NOT NULL REFERENCES orders(id),
  amount       INTEGER NOT NULL CHECK (amount > 0),
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (gift_card_id, order_id)
);
CREATE INDEX gift_card_redemptions_order ON gift_card_redemptions (order_id);

-- Codes applied to a session's cart, in the order they were applied.
ALTER TABLE shop_sessions ADD COLUMN gift_cards TEXT NOT NULL DEFAULT '[]';
-- Per-line data a shopper gives with a product (the gift card's recipient, sender and message).
ALTER TABLE cart_items ADD COLUMN extra_data TEXT NOT NULL DEFAULT '{}';
ALTER TABLE order_items ADD COLUMN extra_data TEXT NOT NULL DEFAULT '{}';
-- The part of the order paid by gift cards; `total` stays what the payment method charges.
ALTER TABLE orders ADD COLUMN gift_card_total INTEGER NOT NULL DEFAULT 0;
