/**
 * The shop's six interface languages (behaviour §1), the one list of them, and the spelling each party
 * uses: the URL prefix and commerce's language (`code`, as Polylang's `lang=`), WordPress and
 * WooCommerce (`wp`), BCP 47 (`iso`, hreflang) and Strapi's i18n plugin (`strapi`, the locale
 * codes a Strapi project is set up with: see upstreams/content/README.md). The gateway, the web,
 * the embedded commerce and content services all read it, so none can offer or ask for a language
 * another does not know. Which of them a request prefers is `locale-negotiation.ts`.
 */
export const shopLocales = [
  { code: 'en', wp: 'en_US', iso: 'en-US', strapi: 'en', name: 'English' },
  { code: 'de', wp: 'de_DE', iso: 'de-DE', strapi: 'de', name: 'Deutsch' },
  { code: 'es', wp: 'es_ES', iso: 'es-ES', strapi: 'es', name: 'Español' },
  { code: 'fr', wp: 'fr_FR', iso: 'fr-FR', strapi: 'fr', name: 'Français' },
  { code: 'it', wp: 'it_IT', iso: 'it-IT', strapi: 'it', name: 'Italiano' },
  { code: 'pt', wp: 'pt_BR', iso: 'pt-BR', strapi: 'pt', name: 'Português' },
] as const;

export type ShopLocale = (typeof shopLocales)[number];
export type ShopLocaleCode = ShopLocale['code'];
export type StrapiLocale = ShopLocale['strapi'];

export const defaultShopLocale: ShopLocale = shopLocales[0];

/** The URL prefixes (`de`, `fr` …), default first. */
export const shopLocaleCodes: readonly ShopLocaleCode[] = shopLocales.map((locale) => locale.code);

export const isShopLocaleCode = (value: unknown): value is ShopLocaleCode =>
  typeof value === 'string' && shopLocales.some((locale) => locale.code === value);

/** The Strapi locale codes, default first (Strapi's default locale is `en`). */
export const strapiLocales: readonly StrapiLocale[] = shopLocales.map((locale) => locale.strapi);

/**
 * The shop locale any of its spellings names (`de`, `de_DE`, `de-DE`, `DE`, `de-AT`: by the
 * primary language subtag), or undefined for a language the shop does not offer.
 */
export function findShopLocale(value: string | null | undefined): ShopLocale | undefined {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  return shopLocales.find((locale) => locale.code === language);
}

/** The shop locale for a spelling, English when the shop does not offer it. */
export function shopLocale(value: string | null | undefined): ShopLocale {
  return findShopLocale(value) ?? defaultShopLocale;
}

/** What a content call sends as Strapi's `locale=`: never a WordPress form Strapi does not know. */
export function strapiLocale(value: string | null | undefined): StrapiLocale {
  return shopLocale(value).strapi;
}
