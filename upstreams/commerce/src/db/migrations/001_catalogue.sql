-- Catalogue (issue 3, catalogue part): media, taxonomies and terms, global attributes, products,
-- variations, galleries and reviews. Money is integer cents; dates are ISO-8601 UTC strings.

-- An image. Files are rendered on first request from `design` (a nail-set drawing) or copied
-- from `source_file`, in the WordPress sizes, and cached under var/commerce/uploads/.
CREATE TABLE media (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  file        TEXT NOT NULL UNIQUE,            -- "2026/11/almond-rose-french-1" (no size, no extension)
  alt_text    TEXT NOT NULL DEFAULT '',
  title       TEXT NOT NULL DEFAULT '',
  width       INTEGER NOT NULL,
  height      INTEGER NOT NULL,
  design      TEXT,                            -- JSON drawing recipe
  source_file TEXT,                            -- or an imported file
  created_at  TEXT NOT NULL
);

-- Categories, tags and global attribute terms (pa_size, pa_length, pa_finish), as WordPress
-- keeps them: one table, told apart by taxonomy.
CREATE TABLE terms (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  taxonomy    TEXT NOT NULL,
  name        TEXT NOT NULL,
  slug        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  parent_id   INTEGER REFERENCES terms(id) ON DELETE SET NULL,
  menu_order  INTEGER NOT NULL DEFAULT 0,
  image_id    INTEGER REFERENCES media(id) ON DELETE SET NULL,
  UNIQUE (taxonomy, slug)
);
CREATE INDEX terms_by_parent ON terms (parent_id);

-- Global attributes (WooCommerce's attribute taxonomies): slug "size" owns taxonomy "pa_size".
CREATE TABLE attribute_taxonomies (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  slug     TEXT NOT NULL UNIQUE,
  name     TEXT NOT NULL,
  taxonomy TEXT NOT NULL UNIQUE
);

CREATE TABLE products (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  type              TEXT NOT NULL CHECK (type IN ('simple', 'variable', 'external')),
  status            TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private', 'trash')),
  visibility        TEXT NOT NULL DEFAULT 'visible' CHECK (visibility IN ('visible', 'catalog', 'search', 'hidden')),
  name              TEXT NOT NULL,
  slug              TEXT NOT NULL UNIQUE,
  sku               TEXT UNIQUE,
  description       TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  featured          INTEGER NOT NULL DEFAULT 0,
  -- Simple/external: own prices. Variable: NULL; the min/max columns summarise the variations.
  regular_price     INTEGER,
  sale_price        INTEGER,
  sale_from         TEXT,
  sale_to           TEXT,
  -- Derived (kept by catalogue/pricing.ts on every write) so filters and sorts are indexed SQL.
  price_min         INTEGER,
  price_max         INTEGER,
  regular_min       INTEGER,
  regular_max       INTEGER,
  sale_min          INTEGER,
  sale_max          INTEGER,
  on_sale           INTEGER NOT NULL DEFAULT 0,
  discount_percent  INTEGER NOT NULL DEFAULT 0,
  manage_stock      INTEGER NOT NULL DEFAULT 0,
  stock_quantity    INTEGER,
  stock_status      TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  low_stock_amount  INTEGER,
  backorders        TEXT NOT NULL DEFAULT 'no' CHECK (backorders IN ('no', 'notify', 'yes')),
  sold_individually INTEGER NOT NULL DEFAULT 0,
  virtual           INTEGER NOT NULL DEFAULT 0,
  downloadable      INTEGER NOT NULL DEFAULT 0,
  downloads         TEXT NOT NULL DEFAULT '[]',   -- [{id, name, file}]
  download_limit    INTEGER,
  download_expiry   INTEGER,                       -- days
  weight            TEXT,
  length            TEXT,
  width             TEXT,
  height            TEXT,
  external_url      TEXT,
  button_text       TEXT,
  tax_status        TEXT NOT NULL DEFAULT 'taxable',
  tax_class         TEXT NOT NULL DEFAULT '',
  image_id          INTEGER REFERENCES media(id) ON DELETE SET NULL,
  default_attributes TEXT NOT NULL DEFAULT '[]',  -- [{name, value}]
  meta              TEXT NOT NULL DEFAULT '[]',    -- [{key, value}]
  reviews_allowed   INTEGER NOT NULL DEFAULT 1,
  average_rating    REAL NOT NULL DEFAULT 0,
  review_count      INTEGER NOT NULL DEFAULT 0,
  total_sales       INTEGER NOT NULL DEFAULT 0,
  menu_order        INTEGER NOT NULL DEFAULT 0,
  created_at        TEXT NOT NULL,
  modified_at       TEXT NOT NULL
);
-- The listing always filters status + visibility and sorts by one column; these make the first
-- 24 rows of any sort an index walk instead of a sort of the whole catalogue.
CREATE INDEX products_by_date ON products (status, visibility, created_at);
CREATE INDEX products_by_price ON products (status, visibility, price_max);
CREATE INDEX products_by_rating ON products (status, visibility, average_rating);
CREATE INDEX products_by_sales ON products (status, visibility, total_sales);
CREATE INDEX products_by_name ON products (status, visibility, name COLLATE NOCASE);
CREATE INDEX products_by_discount ON products (status, visibility, discount_percent);

CREATE TABLE product_terms (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  term_id    INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, term_id)
) WITHOUT ROWID;
CREATE INDEX product_terms_by_term ON product_terms (term_id, product_id);

-- A product's attributes in display order. Global ones name their taxonomy and list term slugs;
-- local ones carry their own option texts.
CREATE TABLE product_attributes (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  attribute_taxonomy_id INTEGER REFERENCES attribute_taxonomies(id),
  name       TEXT NOT NULL,                  -- "pa_size" or a local name such as "Pieces"
  options    TEXT NOT NULL DEFAULT '[]',     -- term slugs (global) or option texts (local)
  visible    INTEGER NOT NULL DEFAULT 1,
  variation  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

CREATE TABLE product_gallery (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  media_id   INTEGER NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

CREATE TABLE variations (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id       INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  menu_order       INTEGER NOT NULL DEFAULT 0,
  status           TEXT NOT NULL DEFAULT 'publish',
  sku              TEXT UNIQUE,
  description      TEXT NOT NULL DEFAULT '',
  -- [{name: "pa_size", value: "m"}]; value "" means "any value" (behaviour §3).
  attributes       TEXT NOT NULL DEFAULT '[]',
  regular_price    INTEGER NOT NULL,
  sale_price       INTEGER,
  manage_stock     INTEGER NOT NULL DEFAULT 0,
  stock_quantity   INTEGER,
  stock_status     TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  low_stock_amount INTEGER,
  backorders       TEXT NOT NULL DEFAULT 'no' CHECK (backorders IN ('no', 'notify', 'yes')),
  virtual          INTEGER NOT NULL DEFAULT 0,
  downloadable     INTEGER NOT NULL DEFAULT 0,
  downloads        TEXT NOT NULL DEFAULT '[]',
  weight           TEXT,
  image_id         INTEGER REFERENCES media(id) ON DELETE SET NULL,
  created_at       TEXT NOT NULL,
  modified_at      TEXT NOT NULL
);
CREATE INDEX variations_by_product ON variations (product_id, menu_order);

CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id   INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id  INTEGER,                      -- the shop's customers.id when signed in
  author       TEXT NOT NULL,
  author_email TEXT NOT NULL,
  content      TEXT NOT NULL,
  rating       INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  approved     INTEGER NOT NULL DEFAULT 1,
  verified     INTEGER NOT NULL DEFAULT 0,
  parent_id    INTEGER REFERENCES reviews(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL
);
CREATE INDEX reviews_by_product ON reviews (product_id, approved, created_at);
