import type { ContentClient } from '../content/content-client.ts';

export interface NewsletterSettings {
  code: string | null;
  message: string;
}

const fallbackMessage = 'Thank you for subscribing!';
// The shopper is waiting for this answer: a slow content service must not hold it long.
const quickTimeoutMs = 3_000;

/** Reads one `configs` entry by key; undefined when it is missing or closed. */
async function readConfigValue(
  content: ContentClient,
  key: string,
  locale: string,
): Promise<string | undefined> {
  const entry = await content.findSingle(
    'configs',
    { 'filters[key][$eq]': key, locale },
    { timeoutMs: quickTimeoutMs },
  );
  return entry && entry.is_open !== false && entry.value != null ? String(entry.value) : undefined;
}

/**
 * The discount code and success message the shopper sees at once after signing up (content
 * configs `sub_code` and `sub_sucess_msg`, spec §7). The last answer per locale is remembered,
 * so a content service that is down right now still gives the code it gave before.
 */
export function newsletterSettingsReader(
  content: ContentClient | undefined,
): (locale?: string) => Promise<NewsletterSettings> {
  const remembered = new Map<string, NewsletterSettings>();
  return async (locale = 'en') => {
    if (!content) return { code: null, message: fallbackMessage };
    try {
      const [code, message] = await Promise.all([
        readConfigValue(content, 'sub_code', locale),
        readConfigValue(content, 'sub_sucess_msg', locale),
      ]);
      const settings = { code: code ?? null, message: message ?? fallbackMessage };
      remembered.set(locale, settings);
      return settings;
    } catch {
      return remembered.get(locale) ?? remembered.get('en') ?? { code: null, message: fallbackMessage };
    }
  };
}
