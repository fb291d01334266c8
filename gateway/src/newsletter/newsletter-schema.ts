import { strapiLocale } from '@nails/schema/locales.ts';
import { badUserInput, GatewayError } from '../errors.ts';
import { newsletterMessages, NewsletterInputError, type NewsletterRepository } from './newsletter.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';
import type { NoPersonalCode } from './personal-code.ts';

/** How long a shopper is asked to wait before asking again while content is down (gateway README). */
export const codePendingRetryAfterSeconds = 60;

const codePending = () =>
  new GatewayError('NEWSLETTER_CODE_PENDING', undefined, { retryAfter: codePendingRetryAfterSeconds });

/**
 * What the shopper is given after signing up: content's answer (and the log learns it); when content
 * is down, this process's last answer or the log's; when nobody ever had one, `NEWSLETTER_CODE_PENDING`
 * (translated "try again in a minute"): the sign-up is recorded, and a retry once content answers
 * gives the code. Never a null code without a message because content failed.
 */
async function codeToGive(
  newsletter: NewsletterRepository,
  locale: string | undefined,
  settings: NewsletterSettings,
): Promise<Pick<NewsletterSettings, 'code' | 'message'>> {
  const language = strapiLocale(locale);
  if ((settings.source ?? 'content') === 'content') {
    // Not worth failing a sign-up for: the next one records it.
    await newsletter.codes.remember(language, settings).catch(() => undefined);
    return settings;
  }
  const known =
    settings.code !== null || settings.message !== null
      ? settings
      : await newsletter.codes.recall(language).catch(() => undefined);
  if (known && (known.code !== null || known.message !== null)) return known;
  throw codePending();
}

/** The newsletter's field of the gateway subschema (behaviour §4 subscription modal, §7). */
export const newsletterTypeDefs = /* GraphQL */ `
  """
  The answer to a newsletter sign-up: the discount code is shown at once (behaviour §4). The code and
  the message are the content service's configs sub_code and sub_sucess_msg in the
  shopper's language; null when it has none (the web then shows its own translation, behaviour §8).
  """
  type NewsletterSubscription {
    email: String!
    code: String
    message: String
    alreadySubscribed: Boolean!
  }

  type Mutation {
    subscribeToNewsletter(email: String!, source: String, locale: String): NewsletterSubscription!
  }
`;

export interface NewsletterResolverDeps {
  newsletter: NewsletterRepository;
  /** The discount code and success message (content configs, `newsletterSettingsReader`). */
  settings(locale: string | undefined): Promise<NewsletterSettings>;
  /** The subscriber's own code from commerce (`personal-code.ts`); absent: content's code for all. */
  personalCode?: (email: string) => Promise<{ code: string } | { fallback: NoPersonalCode }>;
}

type Log = { warn(object: unknown, message: string): void } | undefined;

/**
 * Her own code when commerce makes one (with content's message, or none when content is down:
 * the web has its own words); else the shop's public code as `codeToGive` finds it. Commerce
 * failing to answer is `NEWSLETTER_CODE_PENDING`: the sign-up is recorded, a retry gives the code.
 */
// Once per process: every sign-up would say it again.
let keyRefusalLogged = false;

async function answerFor(
  deps: NewsletterResolverDeps,
  email: string,
  locale: string | undefined,
  log: Log,
): Promise<Pick<NewsletterSettings, 'code' | 'message'>> {
  // Commerce's code and content's message are asked at once: the shopper waits for the slower only.
  const [own, settings] = await Promise.all([
    deps.personalCode?.(email).catch((error: unknown) => {
      log?.warn({ err: error }, 'commerce did not give a newsletter code');
      throw codePending();
    }),
    deps.settings(locale),
  ]);
  if (own && 'code' in own) {
    if ((settings.source ?? 'content') === 'content') {
      // Content's message, remembered for a sign-up while content is down.
      await deps.newsletter.codes.remember(strapiLocale(locale), settings).catch(() => undefined);
      return { code: own.code, message: settings.message };
    }
    if (settings.message !== null) return { code: own.code, message: settings.message };
    const known = await deps.newsletter.codes.recall(strapiLocale(locale)).catch(() => undefined);
    return { code: own.code, message: known?.message ?? null };
  }
  if (own?.fallback === 'key-refused' && !keyRefusalLogged) {
    keyRefusalLogged = true;
    log?.warn(
      {},
      'commerce refused the shop key: newsletter sign-ups get the public code until COMMERCE_SHOP_KEY matches the shop',
    );
  }
  return codeToGive(deps.newsletter, locale, settings);
}

/** The request's language (x-locale / Accept-Language, already a Strapi locale), when the call names none. */
interface LocaleContext {
  locale?: string;
  log?: Log;
}

export function newsletterResolvers(deps: NewsletterResolverDeps) {
  return {
    Mutation: {
      subscribeToNewsletter: async (
        _: unknown,
        args: { email: string; source?: string | null; locale?: string | null },
        context: LocaleContext | undefined,
      ) => {
        const locale = args.locale ?? context?.locale;
        try {
          const result = await deps.newsletter.subscribe({
            email: args.email,
            source: args.source ?? undefined,
            locale: locale ?? undefined,
          });
          const { code, message } = await answerFor(deps, result.email, locale ?? undefined, context?.log);
          return { email: result.email, code, message, alreadySubscribed: result.alreadySubscribed };
        } catch (error) {
          if (error instanceof GatewayError && error.code === 'NEWSLETTER_CODE_PENDING') throw error;
          if (error instanceof NewsletterInputError)
            throw badUserInput(error.message, { field: 'email', reason: error.reason });
          throw new GatewayError(
            'SUBSCRIPTION_FAILED',
            newsletterMessages.SUBSCRIPTION_FAILED,
            { reason: 'SUBSCRIPTION_FAILED' },
            error as Error,
          );
        }
      },
    },
  };
}
