import type { Event } from '@event-driven-io/emmett';
import type { StrapiLocale } from '@nails/schema/locales.ts';
import type { EventLog } from '../events/log.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';

/**
 * The discount code and message content last answered for a language, so a shopper who signs up
 * while content is down still gets her code (gateway README "Newsletter while content is down").
 * It is written to the log only when it changes, so the stream stays a few events long.
 */
export type NewsletterCodeSeen = Event<
  'NewsletterCodeSeen',
  { locale: StrapiLocale; code: string | null; message: string | null }
>;

/** One stream for the shop: one code per shop, one message per language. */
export const newsletterCodeStream = 'newsletter-code';

type Known = Pick<NewsletterSettings, 'code' | 'message'>;

/** What the log holds of the code, kept in the log so it outlives a restart and is the same for every process. */
export class NewsletterCodeMemory {
  /** The last value per language this process wrote or read (the log's copy is the truth). */
  private readonly seen = new Map<StrapiLocale, Known>();

  constructor(private readonly log: EventLog) {}

  /** Records what content answered, when it differs from what the log last held for the language. */
  async remember(locale: StrapiLocale, settings: Known): Promise<void> {
    const known = this.seen.get(locale) ?? (await this.readAll()).get(locale);
    if (known?.code === settings.code && known?.message === settings.message) return;
    const event: NewsletterCodeSeen = {
      type: 'NewsletterCodeSeen',
      data: { locale, code: settings.code, message: settings.message },
    };
    await this.log.append(newsletterCodeStream, [event]);
    this.seen.set(locale, { code: settings.code, message: settings.message });
  }

  /**
   * The language's last code and message; else another language's code without its message (one
   * shop, one code; a message is only ever given in the shopper's language); undefined when content
   * never answered one.
   */
  async recall(locale: StrapiLocale): Promise<Known | undefined> {
    const all = await this.readAll();
    const own = all.get(locale);
    if (own?.code) return own;
    const other = [...all.values()].find((known) => known.code !== null);
    return other && { code: other.code, message: null };
  }

  private async readAll(): Promise<Map<StrapiLocale, Known>> {
    const { events } = await this.log.store.readStream<NewsletterCodeSeen>(newsletterCodeStream);
    const all = new Map<StrapiLocale, Known>();
    for (const event of events)
      all.set(event.data.locale, { code: event.data.code, message: event.data.message });
    for (const [locale, known] of all) this.seen.set(locale, known);
    return all;
  }
}
