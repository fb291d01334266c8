-- Shop (issue 3, shop part): accounts, guest/customer sessions and their carts.
-- Money is integer cents everywhere; times are epoch milliseconds; JSON columns hold addresses.

CREATE TABLE customers (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,                      -- NULL for accounts made by a social login
  first_name    TEXT NOT NULL DEFAULT '',
  last_name     TEXT NOT NULL DEFAULT '',
  display_name  TEXT NOT NULL DEFAULT '',
  billing       TEXT NOT NULL DEFAULT '{}',
  shipping      TEXT NOT NULL DEFAULT '{}',
  created_at    INTEGER NOT NULL
);

-- One row per sign-in: auth and refresh tokens name their family; logout revokes it.
CREATE TABLE auth_families (
  id          TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  revoked_at  INTEGER
);

-- Password reset keys: only a SHA-256 of the key is stored; single use, expiring.
CREATE TABLE password_resets (
  key_hash    TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);

CREATE TABLE social_identities (
  provider    TEXT NOT NULL,
  subject     TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

-- A WooGraphQL session: guests get a random key ("t_…"), a signed-in customer's key is their id.
CREATE TABLE shop_sessions (
  session_key      TEXT PRIMARY KEY,
  customer_id      INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  coupons          TEXT NOT NULL DEFAULT '[]',
  chosen_shipping  TEXT,
  shipping_address TEXT NOT NULL DEFAULT '{}',
  billing_address  TEXT NOT NULL DEFAULT '{}',
  calculated_shipping INTEGER NOT NULL DEFAULT 0,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  expires_at       INTEGER NOT NULL
);

CREATE TABLE cart_items (
  session_key  TEXT NOT NULL REFERENCES shop_sessions(session_key) ON DELETE CASCADE,
  item_key     TEXT NOT NULL,
  product_id   INTEGER NOT NULL,
  variation_id INTEGER,
  variation    TEXT NOT NULL DEFAULT '[]',
  quantity     INTEGER NOT NULL CHECK (quantity > 0),
  added_at     INTEGER NOT NULL,
  PRIMARY KEY (session_key, item_key)
);
