import type { Logger } from '@nails/platform';
import type { EventSourcedSessionStore } from '../../account/event-sourced-session-store.ts';
import { sessionCollection, type SessionDoc } from '../../account/session-model.ts';
import { retryOnConflict, type EventLog } from '../../events/log.ts';
import type { NewsletterRepository } from '../../newsletter/newsletter.ts';
import type { MySizeRepository } from '../../fit/my-size.ts';
import type { WishlistRepository } from '../../wishlist/wishlist.ts';
import { customerSubject, isSubjectId, type PersonalData } from '../shredding/index.ts';
import type { CommerceErasure } from './commerce-erasure.ts';
import {
  decideErasure,
  nextErasureStep,
  type ErasureCommand,
  type ErasureRequested,
  type ErasureStep,
} from './erasure-decider.ts';
import { erasureCollection, erasureStream, type ErasureDoc } from './erasure-model.ts';

export interface ErasureDeps {
  log: EventLog;
  personal: PersonalData;
  sessions: EventSourcedSessionStore;
  wishlists: WishlistRepository;
  sizes: MySizeRepository;
  newsletter: NewsletterRepository;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** Failed tries of a step wait this long, doubling up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often pending erasures are looked for. */
  pollMs?: number;
}

/**
 * Runs customers' erasures step by step (the steps and their order: `erasure-decider.ts`). Every
 * step may run again without harm and is recorded after it is done, so an erasure a crash
 * interrupted is resumed by whoever looks next: the request itself, this process's worker, or
 * another gateway instance's, at the first step not recorded. A failed step is recorded with the
 * time it may be tried again (backoff, in the log, so it survives restarts).
 */
export class Erasures {
  private commerce?: (sessionId: string) => Promise<CommerceErasure>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;

  constructor(private readonly deps: ErasureDeps) {}

  /** The commerce side, once the app has a transport; pending erasures resume from then on. */
  useCommerce(erase: (sessionId: string) => Promise<CommerceErasure>): void {
    this.commerce = erase;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  read(customerId: number): Promise<ErasureDoc | undefined> {
    return this.deps.log.read<ErasureDoc>(erasureCollection, erasureStream(customerId));
  }

  /** Records the request once (a repeat while it runs records nothing) and answers the erasure as it stands. */
  async request(data: ErasureRequested['data']): Promise<ErasureDoc> {
    await this.decideAndAppend(data.customerId, { type: 'RequestErasure', data });
    return (await this.read(data.customerId))!;
  }

  /** Runs every step due, in order; throws when one fails (recorded, tried again later). */
  async run(customerId: number): Promise<ErasureDoc> {
    for (;;) {
      const doc = await this.read(customerId);
      const step = nextErasureStep(doc ?? null);
      if (!doc || !step) return doc!;
      try {
        await this.decideAndAppend(customerId, await this.perform(step, doc));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const backoff = Math.min(
          this.deps.maxBackoffMs ?? 300_000,
          (this.deps.minBackoffMs ?? 2_000) * 2 ** doc.attempts,
        );
        this.deps.logger?.warn({ customerId, step, reason }, 'erasure step failed; will try again');
        await this.decideAndAppend(customerId, {
          type: 'RecordStepFailed',
          data: { step, reason, nextAttemptAt: new Date(Date.now() + backoff).toISOString() },
        });
        throw error;
      }
    }
  }

  /** Resumes every pending erasure that is due (at start, then every `pollMs`). */
  async resumePending(): Promise<void> {
    const pending = await this.deps.log.all<ErasureDoc>(erasureCollection, { status: 'pending' });
    for (const doc of pending) {
      if (Date.parse(doc.nextAttemptAt) > Date.now()) continue;
      await this.run(doc.customerId).catch(() => undefined); // recorded and logged in `run`
    }
  }

  /** Does one step; answers the command that records it. Each may run twice with the same end. */
  private async perform(step: ErasureStep, doc: ErasureDoc): Promise<ErasureCommand> {
    const at = new Date().toISOString();
    switch (step) {
      case 'commerce': {
        if (!this.commerce) throw new Error('commerce is not wired yet');
        const erased = await this.commerce(doc.sessionId);
        if (!erased.confirmed)
          this.deps.logger?.warn(
            { customerId: doc.customerId },
            'erasure: commerce no longer took her tokens; its side is taken as done (privacy README)',
          );
        return {
          type: 'RecordCommerceErased',
          data: {
            at,
            confirmed: erased.confirmed,
            ordersAnonymised: erased.ordersAnonymised,
            ordersRetained: erased.ordersAnonymised,
          },
        };
      }
      case 'shopperRecords': {
        const streams = [
          await this.deps.wishlists.eraseCustomer(doc.customerId),
          await this.deps.sizes.eraseCustomer(doc.customerId),
        ];
        const newsletter = newsletterStreamOf(doc.emailSubject);
        if (newsletter && (await this.deps.newsletter.erase(newsletter, at))) streams.push(newsletter);
        return { type: 'RecordShopperRecordsErased', data: { at, streams } };
      }
      case 'sessions': {
        const signedIn = await this.deps.log.all<SessionDoc>(sessionCollection, {
          customerId: doc.customerId,
        });
        for (const session of signedIn)
          await this.deps.sessions.signOut(session._id.replace(/^session-/, ''));
        // Sessions she signed in on and whose documents moved on: their token keys go too.
        const shredded = await this.deps.sessions.forgetCustomer(doc.customerId);
        return { type: 'RecordSessionsEnded', data: { at, sessions: Math.max(signedIn.length, shredded) } };
      }
      case 'keys': {
        const subjects = [customerSubject(doc.customerId), doc.emailSubject].filter(isSubjectId);
        for (const subject of subjects) await this.deps.personal.forget(subject);
        return { type: 'RecordKeysDeleted', data: { at, subjects } };
      }
    }
  }

  private decideAndAppend(customerId: number, command: ErasureCommand): Promise<void> {
    const stream = erasureStream(customerId);
    return retryOnConflict(this.deps.log, stream, async () => {
      const doc = await this.deps.log.read<ErasureDoc>(erasureCollection, stream);
      const events = decideErasure(command, doc ?? null);
      if (events.length > 0) await this.deps.log.append(stream, events, BigInt(doc?.version ?? 0));
    });
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.resumePending()
        .catch((error: unknown) => this.deps.logger?.warn({ err: error }, 'erasure worker pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.deps.pollMs ?? 30_000);
        });
    }, delay);
    this.timer.unref();
  }
}

/** `newsletter-<first 32 hex of the address hash>`: the same hash names her newsletter stream. */
function newsletterStreamOf(emailSubject: string): string | undefined {
  const hash = /^email:([0-9a-f]{64})$/.exec(emailSubject)?.[1];
  return hash ? `newsletter-${hash.slice(0, 32)}` : undefined;
}
