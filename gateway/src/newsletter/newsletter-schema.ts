import { badUserInput, GatewayError } from '../errors.ts';
import { newsletterMessages, NewsletterInputError, type NewsletterRepository } from './newsletter.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';

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
}

/** The request's language (x-locale / Accept-Language, already a Strapi locale), when the call names none. */
interface LocaleContext {
  locale?: string;
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
          const { code, message } = await deps.settings(locale ?? undefined);
          return { email: result.email, code, message, alreadySubscribed: result.alreadySubscribed };
        } catch (error) {
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
