import type { ParsedCatalogue } from '../catalogue/catalogue-json.ts';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import type { LanguageSlug } from './languages.ts';
import { translations } from './translations.ts';

const entries = <T>(record: Partial<Record<string, T>>) =>
  Object.entries(record).filter((entry): entry is [LanguageSlug, T] => entry[1] !== undefined);

/**
 * Writes the translations an import carries (inside importParsed's transaction). A product,
 * category or attribute that brings translations has them replaced by those; one that brings none
 * keeps what it had (importing prices or stock does not wipe the translators' work).
 */
export function importTranslations(db: Db, catalogue: ParsedCatalogue): void {
  const termId = (taxonomy: string, slug: string) =>
    (
      statement(db, 'SELECT id FROM terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as
        { id: number } | undefined
    )?.id;
  for (const category of catalogue.categories) {
    const id = termId('product_cat', category.slug);
    const given = entries(category.translations);
    if (id === undefined || given.length === 0) continue;
    statement(db, 'DELETE FROM term_translations WHERE term_id = ?').run(id);
    for (const [language, text] of given) translations.putTerm(db, id, language, text);
  }
  for (const attribute of catalogue.attributes) {
    const taxonomy = `pa_${attribute.slug}`;
    const row = statement(db, 'SELECT id FROM attribute_taxonomies WHERE taxonomy = ?').get(taxonomy) as
      { id: number } | undefined;
    const given = entries(attribute.translations);
    if (!row || given.length === 0) continue;
    statement(db, 'DELETE FROM attribute_translations WHERE attribute_taxonomy_id = ?').run(row.id);
    for (const [language, text] of given) {
      translations.putAttribute(db, row.id, language, text.name);
      for (const [slug, name] of Object.entries(text.terms)) {
        const id = termId(taxonomy, slug);
        if (id !== undefined) translations.putTerm(db, id, language, { name });
      }
    }
  }
  for (const product of catalogue.products) {
    const row = statement(db, 'SELECT id FROM products WHERE slug = ?').get(product.slug) as
      { id: number } | undefined;
    const given = entries(product.translations);
    if (!row || given.length === 0) continue;
    statement(db, 'DELETE FROM product_translations WHERE product_id = ?').run(row.id);
    for (const [language, text] of given)
      translations.putProduct(db, row.id, language, {
        name: text.name,
        description: text.description,
        short_description: text.shortDescription,
        button_text: text.buttonText ?? null,
      });
  }
  for (const entry of catalogue.strings)
    for (const [language, text] of entries(entry.translations))
      translations.putString(db, entry.context, entry.source, language, text);
}
