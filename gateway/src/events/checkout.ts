import type { PlacedOrder } from './events.ts';
import { collections, isExpectedVersionConflictError, type EventLog } from './log.ts';
import type { CheckoutDoc } from './read-models.ts';
import { streams } from './streams.ts';

export type CheckoutOutcome =
  | { key: string; status: 'succeeded'; order: PlacedOrder; replayed: boolean }
  | { key: string; status: 'failed'; reason: string; code: string; replayed: boolean };

/** A failure the upstream reported, with a stable code for the browser. */
export class CheckoutRefused extends Error {
  constructor(
    message: string,
    readonly code = 'CHECKOUT_FAILED',
  ) {
    super(message);
    this.name = 'CheckoutRefused';
  }
}

/** Thrown when a key belongs to another session, or its first attempt never finished. */
export class IdempotencyKeyError extends Error {
  constructor(
    message: string,
    readonly code: 'IDEMPOTENCY_KEY_REUSED' | 'CHECKOUT_IN_PROGRESS',
  ) {
    super(message);
    this.name = 'IdempotencyKeyError';
  }
}

export interface CheckoutOptions {
  /** Called once the winning attempt placed its order (the gateway records the order and resets the cart log). */
  onOrderPlaced?: (sessionId: string, order: PlacedOrder) => Promise<void>;
  /** How long a repeat waits for the first attempt with the same key to finish. */
  waitForFirstMs?: number;
}

/**
 * Checkout idempotency: the browser sends a key per attempt. The first request appends
 * `CheckoutRequested` to `checkout-<key>` at version 0 (the stream must not exist); a racing
 * twin loses that append with an expected-version conflict and waits for the winner's outcome
 * instead of placing a second order. Repeats after the fact read the recorded outcome.
 */
export class CheckoutRepository {
  constructor(
    private readonly log: EventLog,
    private readonly options: CheckoutOptions = {},
  ) {}

  outcome(key: string): Promise<CheckoutDoc | undefined> {
    return this.log.read<CheckoutDoc>(collections.checkouts, streams.checkout(key));
  }

  async run(key: string, sessionId: string, place: () => Promise<PlacedOrder>): Promise<CheckoutOutcome> {
    const stream = streams.checkout(key);
    try {
      await this.log.append(
        stream,
        [{ type: 'CheckoutRequested', data: { key, sessionId, requestedAt: new Date().toISOString() } }],
        0n,
      );
    } catch (error) {
      if (!isExpectedVersionConflictError(error)) throw error;
      return this.awaitRecorded(key, sessionId);
    }
    let order: PlacedOrder;
    try {
      order = await place();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = error instanceof CheckoutRefused ? error.code : 'CHECKOUT_FAILED';
      await this.log.append(stream, [{ type: 'CheckoutFailed', data: { key, reason, code } }], 1n);
      return { key, status: 'failed', reason, code, replayed: false };
    }
    await this.log.append(stream, [{ type: 'CheckoutSucceeded', data: { key, order } }], 1n);
    await this.options.onOrderPlaced?.(sessionId, order);
    return { key, status: 'succeeded', order, replayed: false };
  }

  private async awaitRecorded(key: string, sessionId: string): Promise<CheckoutOutcome> {
    const deadline = Date.now() + (this.options.waitForFirstMs ?? 60_000);
    for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
      const doc = await this.outcome(key);
      if (doc && doc.sessionId !== sessionId) {
        throw new IdempotencyKeyError(
          'This checkout key belongs to another session',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      if (doc?.status === 'succeeded' && doc.order)
        return { key, status: 'succeeded', order: doc.order, replayed: true };
      if (doc?.status === 'failed')
        return {
          key,
          status: 'failed',
          reason: doc.reason ?? '',
          code: doc.code ?? 'CHECKOUT_FAILED',
          replayed: true,
        };
      if (Date.now() > deadline) {
        throw new IdempotencyKeyError(
          'The first checkout with this key has not finished yet',
          'CHECKOUT_IN_PROGRESS',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
