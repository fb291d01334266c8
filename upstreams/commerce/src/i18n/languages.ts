import type { FastifyRequest } from 'fastify';
import {
  defaultShopLocale,
  shopLocales,
  type ShopLocale,
  type ShopLocaleCode,
} from '@nails/schema/locales.ts';

/**
 * The shop's languages (behaviour §1, the one list in `@nails/schema/locales.ts`): English is the
 * default and lives in the base tables; the others are translations. GraphQL names them as
 * wp-graphql-polylang does: `LanguageCodeEnum` values `EN`, `DE` … and a
 * `Language { code locale name slug }` object (slug `de`, locale `de_DE`).
 */
const polylangLanguage = ({ code, wp, name }: ShopLocale) => ({ slug: code, locale: wp, name });
export const languages = shopLocales.map(polylangLanguage);

export type LanguageSlug = ShopLocaleCode;
export const defaultLanguage: LanguageSlug = defaultShopLocale.code;
/** Every language but the default: the ones stored as translations. */
export const translatedLanguages = languages
  .map((language) => language.slug)
  .filter((slug) => slug !== defaultLanguage) as Exclude<LanguageSlug, 'en'>[];

export const isLanguage = (value: unknown): value is LanguageSlug =>
  typeof value === 'string' && languages.some((language) => language.slug === value);

/** "de", "DE", "de_DE", "de-DE" → "de"; anything else → undefined. */
export function parseLanguage(value: unknown): LanguageSlug | undefined {
  if (typeof value !== 'string') return undefined;
  const slug = value.trim().slice(0, 2).toLowerCase();
  return isLanguage(slug) && (value.length === 2 || /^[a-z]{2}[-_][a-z]{2}$/i.test(value.trim()))
    ? slug
    : undefined;
}

/** The `Language` object of wp-graphql-polylang. */
export function languageObject(slug: LanguageSlug) {
  const named = languages.find((entry) => entry.slug === slug) ?? polylangLanguage(defaultShopLocale);
  return {
    id: Buffer.from(`language:${named.slug}`).toString('base64'),
    code: named.slug.toUpperCase(),
    slug: named.slug,
    locale: named.locale,
    name: named.name,
    homeUrl: named.slug === defaultLanguage ? '/' : `/${named.slug}/`,
  };
}

/**
 * The language a request reads and writes in: the `lang` query parameter of the GraphQL URL
 * (`/graphql?lang=de`), the query variable Polylang and WPML read to set the current language of a
 * WordPress request. Absent or unknown: the default language.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'query'> | undefined): LanguageSlug {
  const query = (request?.query ?? {}) as Record<string, unknown>;
  return parseLanguage(query.lang) ?? defaultLanguage;
}
