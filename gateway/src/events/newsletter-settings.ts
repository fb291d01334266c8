import { readConfigValue, type ContentApi } from './content-client.ts';

export interface NewsletterSettings {
  code: string | null;
  message: string;
}

const fallbackMessage = 'Thank you for subscribing!';

/**
 * The discount code and success message the shopper sees at once after signing up (content
 * configs `sub_code` and `sub_sucess_msg`, spec §7). The last answer per locale is remembered,
 * so a content service that is down right now still gives the code it gave before.
 */
export function newsletterSettingsReader(
  api: ContentApi | undefined,
): (locale?: string) => Promise<NewsletterSettings> {
  const remembered = new Map<string, NewsletterSettings>();
  return async (locale = 'en') => {
    if (!api) return { code: null, message: fallbackMessage };
    // The shopper is waiting for this answer: a slow content service must not hold it long.
    const quick = { ...api, timeoutMs: Math.min(api.timeoutMs ?? 10_000, 3_000) };
    try {
      const [code, message] = await Promise.all([
        readConfigValue(quick, 'sub_code', locale),
        readConfigValue(quick, 'sub_sucess_msg', locale),
      ]);
      const settings = { code: code ?? null, message: message ?? fallbackMessage };
      remembered.set(locale, settings);
      return settings;
    } catch {
      return remembered.get(locale) ?? remembered.get('en') ?? { code: null, message: fallbackMessage };
    }
  };
}
