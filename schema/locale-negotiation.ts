import { match } from '@formatjs/intl-localematcher';
import {
  defaultShopLocale,
  findShopLocale,
  shopLocaleCodes,
  shopLocales,
  type ShopLocale,
} from './locales.ts';

/*
 * Which of the shop's locales (`locales.ts`) a request prefers. Its own module so that the
 * browser, which needs it only for a first visit of `/`, loads the matcher's language data then
 * and not with every page.
 */

/** A header longer than any browser sends is read no further (each range costs a match). */
const maxRanges = 24;

interface Range {
  tag: string;
  q: number;
  index: number;
}

/**
 * The language ranges of an Accept-Language header (RFC 9110 §12.5.4) with their q-values, in
 * the header's order. A small parser: the `negotiator` package drops the `q=0` ranges, which `*`
 * needs to know. `de_DE` (WordPress's form, as `x-locale` may carry it) reads as `de-DE`.
 */
function parseAcceptLanguage(header: string): Range[] {
  return header
    .split(',')
    .slice(0, maxRanges)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.find((param) => /^\s*q\s*=/i.test(param));
      // A malformed weight (`q=high`, `q=2`) leaves the range out rather than guessing.
      const q = weight === undefined ? '1' : /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(weight)?.[1];
      return {
        tag: tag.trim().replace(/_/g, '-'),
        q: q === undefined ? Number.NaN : Math.min(1, Number(q)),
        index,
      };
    })
    .filter(({ tag, q }) => tag !== '' && !Number.isNaN(q));
}

/** Whether `Intl` reads the tag (the matcher throws on one it does not). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The requested languages, most preferred first: by q-value, equal q-values in the header's
 * order, never a `q=0` one. `*` stands for every shop locale the header does not refuse (RFC 4647
 * §2.1: any language not named otherwise), in the shop's order, so `en;q=0, *` is not English.
 */
function requestedTags(ranges: Range[]): string[] {
  const refused = new Set(
    ranges.filter((range) => range.q === 0).map((range) => findShopLocale(range.tag)?.code),
  );
  return ranges
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .flatMap((range) =>
      range.tag === '*' ? shopLocaleCodes.filter((code) => !refused.has(code)) : [range.tag],
    )
    .filter(isLanguageTag);
}

/**
 * The matching itself is CLDR's language matching (UTS #35, `@formatjs/intl-localematcher`'s
 * best fit): a regional variant goes to the shop's language (`de-AT` → `de`, `pt-PT` → `pt`,
 * `en-GB` → `en`), and so do close languages CLDR names (`gsw` Swiss German → `de`); an earlier
 * range wins over a later one unless it only matches a language far from it.
 */
function matchShopLocale(requested: string[]): ShopLocale {
  if (requested.length === 0) return defaultShopLocale;
  const code = match(requested, shopLocaleCodes, defaultShopLocale.code, { algorithm: 'best fit' });
  return shopLocales.find((locale) => locale.code === code) ?? defaultShopLocale;
}

/** Every request asks (context locale, cache key): the answers of the headers seen last. */
const remembered = new Map<string, ShopLocale>();
const rememberedMax = 500;

/**
 * The shop locale a request prefers: an Accept-Language header (`de-CH, de;q=0.9, en;q=0.5`), a
 * single locale in any spelling (`de_DE`, as `x-locale` carries it) or the browser's
 * `navigator.languages`. English when it names nothing the shop offers.
 */
export function negotiateShopLocale(accepted: string | readonly string[] | null | undefined): ShopLocale {
  const header = typeof accepted === 'string' ? accepted : (accepted ?? []).join(',');
  const known = remembered.get(header);
  if (known) return known;
  const locale = matchShopLocale(requestedTags(parseAcceptLanguage(header)));
  if (remembered.size >= rememberedMax) remembered.clear();
  remembered.set(header, locale);
  return locale;
}
