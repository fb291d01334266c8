import { strapiLocale, type StrapiLocale } from '@nails/schema/locales.ts';
import type { ContentClient } from '../content/content-client.ts';

export interface NewsletterSettings {
  code: string | null;
  /** Null when the content service has none: the web shows its own translation (behaviour §8). */
  message: string | null;
  /**
   * `content`: content answered now; `remembered`: it failed and this process's last answer is
   * given; `none`: it failed and this process never had an answer (the log may have one).
   * Absent means `content`.
   */
  source?: 'content' | 'remembered' | 'none';
}

// The shopper is waiting for this answer: a slow content service must not hold it long.
const quickTimeoutMs = 3_000;

/** Reads one open `configs` entry by key in a Strapi locale; undefined when it is missing or closed. */
async function readConfigValue(
  content: ContentClient,
  key: string,
  locale: StrapiLocale,
): Promise<string | undefined> {
  const entry = await content.findSingle(
    'configs',
    { 'filters[key][$eq]': key, 'filters[is_open][$eq]': 'true', locale },
    { timeoutMs: quickTimeoutMs },
  );
  return entry && entry.is_open !== false && entry.value != null ? String(entry.value) : undefined;
}

/**
 * The discount code and success message the shopper sees at once after signing up (content
 * configs `sub_code` and `sub_sucess_msg` in the shopper's language, behaviour §7). `locale` is any
 * spelling of a shop locale (`de_DE` from the web); Strapi is asked in its own (`de`). The last
 * answer per locale is remembered, so a content service that is down right now still gives the
 * code it gave before; a message is only ever given in the shopper's language.
 */
export function newsletterSettingsReader(
  content: ContentClient | undefined,
): (locale?: string) => Promise<NewsletterSettings> {
  // At most one entry per shop language (six).
  const remembered = new Map<StrapiLocale, Pick<NewsletterSettings, 'code' | 'message'>>();
  return async (requested) => {
    const locale = strapiLocale(requested);
    if (!content) return { code: null, message: null, source: 'content' };
    try {
      const [code, message] = await Promise.all([
        readConfigValue(content, 'sub_code', locale),
        readConfigValue(content, 'sub_sucess_msg', locale),
      ]);
      const settings = { code: code ?? null, message: message ?? null };
      remembered.set(locale, settings);
      return { ...settings, source: 'content' };
    } catch {
      const known = remembered.get(locale);
      if (known) return { ...known, source: 'remembered' };
      // Another language's code still holds (one shop, one code); its message would be in the wrong language.
      const other = [...remembered.values()].find((settings) => settings.code !== null);
      return other
        ? { code: other.code, message: null, source: 'remembered' }
        : { code: null, message: null, source: 'none' };
    }
  };
}
