import type { PersonalDataSection } from '../privacy/personal-data.ts';
import type { NewsletterRepository } from './newsletter.ts';

/** Opens a value that may be sealed (privacy README "Crypto-shredding API"): null once erased. */
type OpenSealed = (value: string) => Promise<string | null>;

/**
 * Her newsletter sign-up, found by her account email (a sign-up is kept by email, signed in or
 * not): the address, where and in which language she signed up, and whether content has it.
 * Delivery bookkeeping (attempts, leases, the last error) is the outbox's, not hers.
 */
export const newsletterPersonalData = (
  newsletter: NewsletterRepository,
  openSealed: OpenSealed,
): PersonalDataSection => ({
  name: 'newsletter',
  exportFor: async ({ email }) => {
    const signUp = await newsletter.status(email);
    if (!signUp) return null;
    const { source, locale, requestedAt, status, deliveredAt } = signUp;
    return {
      email: await openSealed(signUp.email),
      source,
      locale,
      requestedAt,
      status,
      deliveredAt: deliveredAt ?? null,
    };
  },
});
