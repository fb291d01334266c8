import type { FastifyRequest } from 'fastify';

/**
 * The shop's languages (behaviour §1): English is the default and lives in the base tables; the others
 * are translations. GraphQL names them as wp-graphql-polylang does: `LanguageCodeEnum` values
 * `EN`, `DE` … and a `Language { code locale name slug }` object.
 */
export const languages = [
  { slug: 'en', locale: 'en_US', name: 'English' },
  { slug: 'de', locale: 'de_DE', name: 'Deutsch' },
  { slug: 'es', locale: 'es_ES', name: 'Español' },
  { slug: 'fr', locale: 'fr_FR', name: 'Français' },
  { slug: 'it', locale: 'it_IT', name: 'Italiano' },
  { slug: 'pt', locale: 'pt_BR', name: 'Português' },
] as const;

export type LanguageSlug = (typeof languages)[number]['slug'];
export const defaultLanguage: LanguageSlug = 'en';
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
  const language = languages.find((entry) => entry.slug === slug) ?? languages[0];
  return {
    id: Buffer.from(`language:${language.slug}`).toString('base64'),
    code: language.slug.toUpperCase(),
    slug: language.slug,
    locale: language.locale,
    name: language.name,
    homeUrl: language.slug === defaultLanguage ? '/' : `/${language.slug}/`,
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
