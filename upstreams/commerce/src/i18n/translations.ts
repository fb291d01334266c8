import type { Db } from '../db/database.ts';
import { defaultLanguage, type LanguageSlug } from './languages.ts';

export interface ProductText {
  name: string;
  description: string;
  short_description: string;
  button_text: string | null;
}

export interface TermText {
  name: string;
  description: string;
}

type Statements = ReturnType<typeof prepare>;
const perDb = new WeakMap<Db, Statements>();

function prepare(db: Db) {
  return {
    product: db.prepare(
      'SELECT name, description, short_description, button_text FROM product_translations WHERE product_id = ? AND language = ?',
    ),
    productLanguages: db.prepare('SELECT language FROM product_translations WHERE product_id = ?'),
    term: db.prepare('SELECT name, description FROM term_translations WHERE term_id = ? AND language = ?'),
    attribute: db.prepare(
      'SELECT name FROM attribute_translations WHERE attribute_taxonomy_id = ? AND language = ?',
    ),
    string: db.prepare(
      'SELECT translation FROM string_translations WHERE context = ? AND source = ? AND language = ?',
    ),
    stringSource: db.prepare(
      'SELECT source FROM string_translations WHERE context = ? AND lower(translation) = lower(?) LIMIT 1',
    ),
    putProduct: db.prepare(
      `INSERT INTO product_translations (product_id, language, name, description, short_description, button_text)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (product_id, language) DO UPDATE SET name = excluded.name, description = excluded.description,
         short_description = excluded.short_description, button_text = excluded.button_text`,
    ),
    putTerm: db.prepare(
      `INSERT INTO term_translations (term_id, language, name, description) VALUES (?, ?, ?, ?)
       ON CONFLICT (term_id, language) DO UPDATE SET name = excluded.name, description = excluded.description`,
    ),
    putAttribute: db.prepare(
      `INSERT INTO attribute_translations (attribute_taxonomy_id, language, name) VALUES (?, ?, ?)
       ON CONFLICT (attribute_taxonomy_id, language) DO UPDATE SET name = excluded.name`,
    ),
    putString: db.prepare(
      `INSERT INTO string_translations (context, source, language, translation) VALUES (?, ?, ?, ?)
       ON CONFLICT (context, source, language) DO UPDATE SET translation = excluded.translation`,
    ),
  };
}

const statements = (db: Db): Statements => {
  let prepared = perDb.get(db);
  if (!prepared) {
    prepared = prepare(db);
    perDb.set(db, prepared);
  }
  return prepared;
};

/** Contexts of string translations (WPML String Translation's "domains"). */
export type StringContext = 'shipping' | 'payment' | 'attribute' | 'download' | 'tax' | 'media' | 'review';

/**
 * Reads and writes the translation tables (migration 010). English is the base row itself, so a
 * lookup in the default language, or of something never translated, answers undefined and the
 * caller keeps the base text (WordPress shows the untranslated original the same way).
 */
export const translations = {
  product(db: Db, productId: number, language: LanguageSlug): ProductText | undefined {
    if (language === defaultLanguage) return undefined;
    return statements(db).product.get(productId, language) as ProductText | undefined;
  },
  productLanguages(db: Db, productId: number): LanguageSlug[] {
    return statements(db).productLanguages.pluck().all(productId) as LanguageSlug[];
  },
  term(db: Db, termId: number, language: LanguageSlug): TermText | undefined {
    if (language === defaultLanguage) return undefined;
    return statements(db).term.get(termId, language) as TermText | undefined;
  },
  attribute(db: Db, attributeTaxonomyId: number, language: LanguageSlug): string | undefined {
    if (language === defaultLanguage) return undefined;
    return statements(db).attribute.pluck().get(attributeTaxonomyId, language) as string | undefined;
  },
  /** A registered string in a language; the source itself when there is no translation. */
  string(db: Db, context: StringContext, source: string, language: LanguageSlug): string {
    if (language === defaultLanguage || !source) return source;
    return (statements(db).string.pluck().get(context, source, language) as string | undefined) ?? source;
  },
  /**
   * The source of a registered string given in any language ("Vanille" → "Vanilla"), or the text
   * itself when it is a source or unknown: a value a shopper picked on a translated page is
   * matched as the one the catalogue stores.
   */
  sourceOf(db: Db, context: StringContext, text: string): string {
    if (!text) return text;
    return (statements(db).stringSource.pluck().get(context, text) as string | undefined) ?? text;
  },
  putProduct(
    db: Db,
    productId: number,
    language: LanguageSlug,
    text: Partial<ProductText> & { name: string },
  ) {
    statements(db).putProduct.run(
      productId,
      language,
      text.name,
      text.description ?? '',
      text.short_description ?? '',
      text.button_text ?? null,
    );
  },
  putTerm(db: Db, termId: number, language: LanguageSlug, text: { name: string; description?: string }) {
    statements(db).putTerm.run(termId, language, text.name, text.description ?? '');
  },
  putAttribute(db: Db, attributeTaxonomyId: number, language: LanguageSlug, name: string) {
    statements(db).putAttribute.run(attributeTaxonomyId, language, name);
  },
  putString(db: Db, context: StringContext, source: string, language: LanguageSlug, translation: string) {
    statements(db).putString.run(context, source, language, translation);
  },
};
