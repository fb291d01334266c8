-- Shop: orders, their lines and coupons, and download permissions of downloadable lines.
-- Line items snapshot name and price so an order reads the same after the catalogue changes.

CREATE TABLE orders (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  order_key            TEXT NOT NULL UNIQUE,
  status               TEXT NOT NULL,
  customer_id          INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  session_key          TEXT,
  billing_email        TEXT NOT NULL COLLATE NOCASE,
  billing              TEXT NOT NULL,
  shipping             TEXT NOT NULL,
  customer_note        TEXT NOT NULL DEFAULT '',
  payment_method       TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  transaction_id       TEXT NOT NULL DEFAULT '',
  currency             TEXT NOT NULL,
  subtotal             INTEGER NOT NULL,
  discount_total       INTEGER NOT NULL,
  discount_tax         INTEGER NOT NULL,
  shipping_total       INTEGER NOT NULL,
  shipping_tax         INTEGER NOT NULL,
  total_tax            INTEGER NOT NULL,
  total                INTEGER NOT NULL,
  shipping_method      TEXT,
  shipping_label       TEXT,
  meta                 TEXT NOT NULL DEFAULT '[]',
  created_at           INTEGER NOT NULL,
  paid_at              INTEGER
);
CREATE INDEX orders_by_customer ON orders (customer_id, created_at);
CREATE INDEX orders_by_email ON orders (billing_email);
-- Order numbers start at 1001, as a shop's first order would not be "1".
INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 1000);

CREATE TABLE order_items (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id     INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id   INTEGER NOT NULL,
  variation_id INTEGER,
  name         TEXT NOT NULL,
  variation    TEXT NOT NULL DEFAULT '[]',
  quantity     INTEGER NOT NULL,
  subtotal     INTEGER NOT NULL,
  total        INTEGER NOT NULL,
  tax          INTEGER NOT NULL
);

CREATE TABLE order_coupons (
  order_id     INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  coupon_id    INTEGER NOT NULL REFERENCES coupons(id),
  code         TEXT NOT NULL,
  discount     INTEGER NOT NULL,
  discount_tax INTEGER NOT NULL
);

CREATE TABLE download_permissions (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id            INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  customer_id         INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  product_id          INTEGER NOT NULL,
  download_id         TEXT NOT NULL,
  name                TEXT NOT NULL,
  file                TEXT NOT NULL,
  downloads_remaining INTEGER,            -- NULL = unlimited
  access_expires      INTEGER,            -- NULL = never
  download_count      INTEGER NOT NULL DEFAULT 0
);
