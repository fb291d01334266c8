import type { Logger } from '@nails/platform';
import { isExpectedVersionConflictError, type EventLog } from '../events/log.ts';
import { decideNewsletter, type NewsletterCommand } from './newsletter-decider.ts';
import type { NewsletterDoc } from './newsletter-model.ts';
import type { NewsletterRepository } from './newsletter.ts';

export interface OutboxOptions {
  /** First retry delay; each failure doubles it up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often pending deliveries are looked for when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed attempt is left to its worker before another may retry it. */
  leaseMs?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Delivers recorded newsletter sign-ups to the content service until it accepts each one.
 * A worker first claims an attempt by appending `NewsletterDeliveryStarted` at the version it
 * read: of two workers (two gateway instances) only one wins, so only one POST is in flight per
 * sign-up. The result is appended after the claim; a failure records the next attempt time
 * (exponential backoff), which survives restarts because it is in the log. A worker that dies
 * mid-attempt leaves a claim that lapses after `leaseMs`, and the attempt is tried again.
 */
export class NewsletterOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly log: EventLog,
    private readonly newsletter: NewsletterRepository,
    private readonly deliver: (email: string) => Promise<void>,
    private readonly options: OutboxOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass now (after the current one when a pass is running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the due deliveries; resolves when they have all been tried. */
  async runOnce(): Promise<void> {
    const now = new Date().toISOString();
    for (const doc of await this.newsletter.pending()) {
      if (this.stopped) return;
      const leaseUntil = new Date(Date.now() + (this.options.leaseMs ?? 60_000)).toISOString();
      const claim = decideNewsletter(
        { type: 'ClaimDelivery', data: { now, leaseUntil } },
        {
          ...doc,
          email: doc.email ?? '',
        },
      );
      if (claim.length === 0) continue; // not due yet, or another worker holds this attempt
      if (!(await this.record(doc._id, BigInt(doc.version), claim))) continue; // another worker won it
      const attempt = doc.attempts + 1;
      const claimed = { ...doc, email: '', version: doc.version + 1 };
      if (doc.email === null) {
        // The subscriber was erased before we delivered: her address can no longer be read.
        await this.decideAndRecord(doc._id, claimed, {
          type: 'EraseSubscription',
          data: { erasedAt: new Date().toISOString() },
        });
        continue;
      }
      try {
        await this.deliver(doc.email);
      } catch (error) {
        const backoff = Math.min(
          this.options.maxBackoffMs ?? 300_000,
          (this.options.minBackoffMs ?? 1_000) * 2 ** (attempt - 1),
        );
        const reason = error instanceof Error ? error.message : String(error);
        this.options.logger?.warn({ attempt, backoff, reason }, 'newsletter delivery failed, will retry');
        await this.decideAndRecord(doc._id, claimed, {
          type: 'RecordDeliveryFailed',
          data: { attempt, reason, nextAttemptAt: new Date(Date.now() + backoff).toISOString() },
        });
        continue;
      }
      await this.decideAndRecord(doc._id, claimed, {
        type: 'RecordDelivered',
        data: { attempt, deliveredAt: new Date().toISOString() },
      });
      this.options.logger?.info({ attempt }, 'newsletter subscription delivered');
    }
  }

  private decideAndRecord(stream: string, doc: NewsletterDoc, command: NewsletterCommand): Promise<boolean> {
    return this.record(stream, BigInt(doc.version), decideNewsletter(command, doc));
  }

  /** False when another worker appended first: its record stands. */
  private async record(
    stream: string,
    expected: bigint,
    events: Parameters<EventLog['append']>[1],
  ): Promise<boolean> {
    try {
      await this.log.append(stream, events, expected);
      return true;
    } catch (error) {
      if (!isExpectedVersionConflictError(error)) throw error;
      return false;
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.options.logger?.warn({ err: error }, 'newsletter outbox pass failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const next = this.again ? 0 : (this.options.pollMs ?? 1_000);
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }
}
