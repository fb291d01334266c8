import type { CommerceContext } from '../graphql/context.ts';
import { defaultLanguage, isLanguage, languages, requestLanguage, type LanguageSlug } from './languages.ts';
import { translations } from './translations.ts';

/**
 * How a catalogue record knows its language: a record handed out through `where.language`,
 * `translation(language:)` or `translations` carries `__language`; any other is in the request's
 * language (`?lang=`). Child records (a product's categories, a category's products …) inherit the
 * parent's, as a German product's categories are the German terms in Polylang.
 */
export interface Localizable {
  __language?: LanguageSlug;
  __typename?: string;
}

const contextLanguages = new WeakMap<object, LanguageSlug>();

export function contextLanguage(ctx: Pick<CommerceContext, 'request'>): LanguageSlug {
  let language = contextLanguages.get(ctx);
  if (!language) {
    language = requestLanguage(ctx.request);
    contextLanguages.set(ctx, language);
  }
  return language;
}

export const languageOf = (record: Localizable | null | undefined, ctx: Pick<CommerceContext, 'request'>) =>
  record?.__language ?? contextLanguage(ctx);

/** `LanguageCodeFilterEnum`/`LanguageCodeEnum` value ("DE", "ALL") → a language, or undefined. */
export function languageOfEnum(value: unknown): LanguageSlug | undefined {
  const slug = typeof value === 'string' ? value.toLowerCase() : undefined;
  return isLanguage(slug) ? slug : undefined;
}

/** Marks records (and the records inside connections, edges and arrays) as being in `language`. */
export function tagLanguage<T>(value: T, language: LanguageSlug, depth = 0): T {
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) {
    for (const item of value) tagLanguage(item, language, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.__typename === 'string' && record.__language === undefined) record.__language = language;
  for (const key of ['nodes', 'edges', 'node', 'termRecords'])
    if (key in record) tagLanguage(record[key], language, depth + 1);
  return value;
}

type Resolver = (parent: never, args: never, ctx: CommerceContext, info: never) => unknown;

/**
 * Wraps a type's field resolvers so the records they return inherit the parent's language. Only a
 * parent with an explicit `__language` needs it: otherwise children read the request's anyway.
 */
export function inheritLanguage<T extends Record<string, Resolver>>(fields: T): T {
  const wrapped: Record<string, Resolver> = {};
  for (const [name, resolver] of Object.entries(fields)) {
    wrapped[name] = ((parent: Localizable, args: never, ctx: CommerceContext, info: never) => {
      const result = resolver(parent as never, args, ctx, info);
      const language = parent?.__language;
      if (!language) return result;
      return result instanceof Promise
        ? result.then((value) => tagLanguage(value, language))
        : tagLanguage(result, language);
    }) as Resolver;
  }
  return wrapped as T;
}

interface ProductLike extends Localizable {
  id: number;
  name: string;
  description: string;
  short_description: string;
  button_text?: string | null;
}

interface TermLike extends Localizable {
  id: number;
  name: string;
  description: string;
}

/** A product's texts in its language; English (or no translation yet) is the base row. */
export function productText(product: ProductLike, ctx: CommerceContext) {
  const translated = translations.product(ctx.db, product.id, languageOf(product, ctx));
  return {
    name: translated?.name ?? product.name,
    description: translated?.description || product.description,
    shortDescription: translated?.short_description || product.short_description,
    buttonText: translated?.button_text ?? product.button_text ?? null,
  };
}

export function termText(term: TermLike, ctx: CommerceContext) {
  const translated = translations.term(ctx.db, term.id, languageOf(term, ctx));
  return {
    name: translated?.name ?? term.name,
    description: translated?.description || term.description,
  };
}

/** `translations` of wp-graphql-polylang: the same record in every other language it exists in. */
export function otherLanguages<T extends Localizable>(record: T, ctx: CommerceContext, have: LanguageSlug[]) {
  const current = languageOf(record, ctx);
  return languages
    .map((language) => language.slug)
    .filter((slug) => slug !== current && (slug === defaultLanguage || have.includes(slug)))
    .map((slug) => ({ ...record, __language: slug }));
}

const titleCase = (text: string) => text.replace(/[-_]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** An attribute's label ("pa_length" → "Länge", a local "scent" → "Duft") in a language, the request's by default. */
export function attributeLabel(
  ctx: CommerceContext,
  attributeName: string,
  language: LanguageSlug = contextLanguage(ctx),
): string {
  const taxonomy = ctx.catalogue.attributeTaxonomy(attributeName);
  if (taxonomy) return translations.attribute(ctx.db, taxonomy.id, language) ?? taxonomy.name;
  return translations.string(ctx.db, 'attribute', titleCase(attributeName), language);
}

/**
 * A chosen attribute value as WooGraphQL's `VariationAttribute.value` gives it in a language: a
 * term slug as it is (the same in every language), a local attribute's option text translated
 * ("Vanille"), as the product page's options are.
 */
export function attributeValueText(
  ctx: CommerceContext,
  attributeName: string,
  value: string,
  language: LanguageSlug = contextLanguage(ctx),
): string {
  if (ctx.catalogue.attributeTaxonomy(attributeName)) return value;
  return translations.string(ctx.db, 'attribute', value, language);
}
