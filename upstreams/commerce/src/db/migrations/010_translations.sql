-- Translations of the catalogue and of the shop's strings (the Polylang/WPML model, trimmed):
-- English lives in the base tables; each other language of the shop (de, es, fr, it, pt) has a
-- row here. A product keeps ONE record (id, slug, price, stock) and carries its texts per
-- language, where Polylang would keep one linked post per language (upstreams/commerce/README.md,
-- "Languages").
CREATE TABLE product_translations (
  product_id        INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  language          TEXT NOT NULL,
  name              TEXT NOT NULL,
  description       TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  button_text       TEXT,
  PRIMARY KEY (product_id, language)
) WITHOUT ROWID;
-- Search in a language walks these (name LIKE …) per language.
CREATE INDEX product_translations_by_language ON product_translations (language, product_id);

-- Categories, tags and global attribute terms.
CREATE TABLE term_translations (
  term_id     INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  language    TEXT NOT NULL,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (term_id, language)
) WITHOUT ROWID;

-- Labels of global attributes ("Size" → "Größe").
CREATE TABLE attribute_translations (
  attribute_taxonomy_id INTEGER NOT NULL REFERENCES attribute_taxonomies(id) ON DELETE CASCADE,
  language              TEXT NOT NULL,
  name                  TEXT NOT NULL,
  PRIMARY KEY (attribute_taxonomy_id, language)
) WITHOUT ROWID;

-- Strings that are not posts or terms, as WPML String Translation / Polylang's
-- pll_register_string keep them: shipping method and payment gateway titles, local attribute
-- labels and options, download names. Looked up by the English source text within a context.
CREATE TABLE string_translations (
  context     TEXT NOT NULL,
  source      TEXT NOT NULL,
  language    TEXT NOT NULL,
  translation TEXT NOT NULL,
  PRIMARY KEY (context, source, language)
) WITHOUT ROWID;
