import { isExpectedVersionConflictError, retryOnConflict, type EventLog } from '../events/log.ts';
import { emailSubject, type PersonalData } from '../privacy/shredding/index.ts';
import { NewsletterCodeMemory } from './newsletter-code-memory.ts';
import { decideNewsletter } from './newsletter-decider.ts';
import { newsletterCollection, newsletterStream, type NewsletterDoc } from './newsletter-model.ts';

/** Behaviour §5 newsletter messages, with the stable reason the web app maps to a translation. */
export const newsletterMessages = {
  EMAIL_REQUIRED: 'Please enter your email address',
  EMAIL_INVALID: 'Please enter a valid email address',
  SUBSCRIPTION_FAILED: 'Subscription failed, please try again',
} as const;

export type NewsletterReason = keyof typeof newsletterMessages;

export class NewsletterInputError extends Error {
  constructor(readonly reason: NewsletterReason) {
    super(newsletterMessages[reason]);
    this.name = 'NewsletterInputError';
  }
}

// Behaviour §5 says "of the form {email}": one @, something before it, a dotted domain, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(raw: string | null | undefined): string {
  const email = (raw ?? '').trim();
  if (email === '') throw new NewsletterInputError('EMAIL_REQUIRED');
  if (email.length > 254 || !emailPattern.test(email)) throw new NewsletterInputError('EMAIL_INVALID');
  return email;
}

export interface NewsletterRequest {
  email: string;
  source?: string;
  locale?: string;
}

/**
 * Newsletter sign-ups. The request is recorded at once (the shopper gets the discount code
 * straight away) and the delivery to the content service is an outbox: see outbox.ts.
 */
export class NewsletterRepository {
  /** The code content last gave, for sign-ups while content is down. */
  readonly codes: NewsletterCodeMemory;

  constructor(
    private readonly log: EventLog,
    private readonly personal: PersonalData,
    private readonly onRequested: () => void = () => undefined,
  ) {
    this.codes = new NewsletterCodeMemory(log);
  }

  /** The sign-up of an address, its email opened (empty once erased). */
  async status(email: string): Promise<NewsletterDoc | undefined> {
    const doc = await this.log.read<NewsletterDoc>(newsletterCollection, newsletterStream(email));
    return doc && { ...doc, email: (await this.personal.openSealed(doc.email)) ?? '' };
  }

  /** Validates and records the sign-up; a repeat of a known address records nothing new. */
  async subscribe(request: NewsletterRequest): Promise<{ email: string; alreadySubscribed: boolean }> {
    const email = validateEmail(request.email);
    const existing = await this.log.read<NewsletterDoc>(newsletterCollection, newsletterStream(email));
    if (existing && existing.status !== 'erased') return { email, alreadySubscribed: true };
    const events = decideNewsletter(
      {
        type: 'RequestSubscription',
        data: {
          // Sealed with the address's own key: erasing the subscriber erases it from the log too.
          email: await this.personal.seal(emailSubject(email), email),
          source: request.source?.slice(0, 64) || 'subscription-modal',
          locale: request.locale?.slice(0, 16) || 'en',
          requestedAt: new Date().toISOString(),
        },
      },
      existing ?? null,
    );
    if (events.length === 0) return { email, alreadySubscribed: true };
    try {
      await this.log.append(newsletterStream(email), events, BigInt(existing?.version ?? 0));
    } catch (error) {
      // Two sign-ups of one address at once: the other one is recorded, which is all we need.
      if (isExpectedVersionConflictError(error)) return { email, alreadySubscribed: true };
      throw error;
    }
    this.onRequested();
    return { email, alreadySubscribed: false };
  }

  /** Pending sign-ups, each email opened; null: its key is gone (erased before delivery). */
  async pending(): Promise<(Omit<NewsletterDoc, 'email'> & { _id: string; email: string | null })[]> {
    const docs = await this.log.all<NewsletterDoc>(newsletterCollection, { status: 'pending' });
    return Promise.all(
      docs.map(async (doc) => ({ ...doc, email: await this.personal.openSealed(doc.email) })),
    );
  }

  /** Erasure of an address's sign-up: records that it was erased; nothing when there is none. */
  async erase(stream: string, erasedAt: string): Promise<boolean> {
    return retryOnConflict(this.log, stream, async () => {
      const doc = await this.log.read<NewsletterDoc>(newsletterCollection, stream);
      const events = decideNewsletter({ type: 'EraseSubscription', data: { erasedAt } }, doc ?? null);
      if (events.length > 0) await this.log.append(stream, events, BigInt(doc!.version));
      return events.length > 0;
    });
  }
}
