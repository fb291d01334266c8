/**
 * The shop's six interface languages (behaviour §1) and the spelling each party uses for them: the
 * URL prefix (`code`), WordPress/WooCommerce (`wp`), BCP 47 (`iso`) and Strapi's i18n plugin
 * (`strapi`, the locale codes a Strapi project is set up with: see upstreams/content/README.md).
 * Every content call maps through here, so the gateway and the embedded content service cannot
 * disagree on what Strapi is asked for.
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

/**
 * The shop locale an `Accept-Language` header prefers (RFC 9110 §12.5.4): ranges by q-value,
 * equal q-values in the header's order, `q=0` never, `*` the default. A single locale name
 * (`de_DE`, as the `x-locale` header carries) works too. A small parser rather than
 * `@fastify/accept-negotiator`: that one breaks ties by the server's order (it negotiates
 * encodings), so `fr, en` would give English.
 */
export function negotiateShopLocale(header: string | null | undefined): ShopLocale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, q }) => range !== '' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    if (range === '*') return defaultShopLocale;
    const found = findShopLocale(range);
    if (found) return found;
  }
  return defaultShopLocale;
}
