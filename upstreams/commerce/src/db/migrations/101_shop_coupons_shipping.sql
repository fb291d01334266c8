-- Shop: coupons (WooCommerce discount types) and shipping zones with their methods.

CREATE TABLE coupons (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  code                 TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description          TEXT NOT NULL DEFAULT '',
  discount_type        TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed_cart', 'fixed_product')),
  amount               INTEGER NOT NULL CHECK (amount >= 0),  -- percent, or cents for fixed types
  free_shipping        INTEGER NOT NULL DEFAULT 0,
  expires_at           INTEGER,
  usage_limit          INTEGER,
  usage_count          INTEGER NOT NULL DEFAULT 0,
  usage_limit_per_user INTEGER,
  minimum_amount       INTEGER,
  maximum_amount       INTEGER,
  individual_use       INTEGER NOT NULL DEFAULT 0,
  created_at           INTEGER NOT NULL
);

CREATE TABLE shipping_zones (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT NOT NULL,
  zone_order INTEGER NOT NULL DEFAULT 0,
  locations  TEXT NOT NULL DEFAULT '[]'   -- ["DE", "US:CA"]; [] = rest of the world
);

CREATE TABLE shipping_methods (
  instance_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  zone_id         INTEGER NOT NULL REFERENCES shipping_zones(id) ON DELETE CASCADE,
  method_order    INTEGER NOT NULL DEFAULT 0,
  type            TEXT NOT NULL CHECK (type IN ('flat_rate', 'free_shipping', 'local_pickup')),
  title           TEXT NOT NULL,
  cost            INTEGER NOT NULL DEFAULT 0,
  min_amount      INTEGER,
  requires_coupon INTEGER NOT NULL DEFAULT 0
);
