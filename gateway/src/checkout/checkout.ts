import { GraphQLError } from 'graphql';
import { emptyCartFingerprint } from './cart-fingerprint.ts';
import { UpstreamError } from '../upstreams/resilience.ts';
import {
  retryRecordingAppliedChange,
  retryUntilTheFirstAttemptIsRecorded,
  retryWhileCommerceIsSlow,
} from '../retry-policies.ts';
import { isExpectedVersionConflictError, type EventLog } from '../events/log.ts';
import { decideCheckout, evolveCheckout } from './checkout-decider.ts';
import {
  checkoutCollection,
  checkoutStream,
  latestCheckoutCollection,
  type CheckoutDoc,
  type LatestCheckoutDoc,
  type PlacedOrder,
} from './checkout-model.ts';

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
    readonly code:
      'IDEMPOTENCY_KEY_REUSED' | 'IDEMPOTENCY_KEY_MISMATCH' | 'CHECKOUT_IN_PROGRESS' | 'CHECKOUT_INTERRUPTED',
    /** For CHECKOUT_IN_PROGRESS and CHECKOUT_INTERRUPTED: `retryAfter`, seconds until a repeat is worth it. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'IdempotencyKeyError';
  }
}

/**
 * Asks commerce for the order a checkout attempt placed, by the idempotency key it carried in
 * the order's metadata. Undefined: commerce answered and has no such order. Throws when commerce
 * could not be asked (then nothing is concluded).
 */
export type OrderLookup = (attempt: { key: string; sessionId: string }) => Promise<PlacedOrder | undefined>;

export interface CheckoutOptions {
  /** Called once the attempt's order is recorded (the gateway records the order and closes the cart log). */
  onOrderPlaced?: (sessionId: string, order: PlacedOrder) => Promise<void>;
  /** Seals the order's personal facts before they are recorded (`privacy/shredding/`). */
  sealOrder?: (order: PlacedOrder) => Promise<PlacedOrder>;
  /**
   * How long a repeat waits for the attempt with the same key to finish before it answers
   * CHECKOUT_IN_PROGRESS. With one commerce lookup (COMMERCE_TIMEOUT_MS, 8 s) on top it must stay
   * below the server's request timeout (30 s), or the shopper gets a dropped connection.
   */
  waitForFirstMs?: number;
  /**
   * How long after `CheckoutRequested` commerce may still be placing the order (the gateway's
   * commerce call times out well before). Past it, an attempt commerce has no order for failed.
   */
  settleMs?: number;
  /**
   * The same for an attempt whose commerce call ended unanswered (connection dropped or refused,
   * 5xx): commerce is no longer placing it, except a WooCommerce PHP worker that outlives the
   * dropped connection by a moment. Counted from the interruption.
   */
  interruptedSettleMs?: number;
  logger?: { warn(object: unknown, message: string): void };
}

const defaultInterruptedSettleMs = 10_000;
/** How long a repeat of an interrupted attempt waits for commerce to answer again before "try again". */
const interruptedPatienceMs = 6_000;

/** The metadata key the idempotency key travels under in the commerce order (no leading `_`: WooGraphQL hides those). */
export const idempotencyMetaKey = 'nails_idempotency_key';

/** The commerce call ended unanswered and commerce cannot say yet whether the order exists. */
const interrupted = (retryAfterSeconds: number) =>
  new IdempotencyKeyError(
    'We lost contact with the shop while placing your order. Please try again in a moment: it will not be ordered twice.',
    'CHECKOUT_INTERRUPTED',
    { retryAfter: retryAfterSeconds },
  );

/**
 * True when the commerce call is over without an answer: the connection dropped (commerce
 * crashed) or was refused, commerce answered 5xx, or the circuit was open. False for a timeout,
 * after which commerce may still be placing the order.
 */
export function commerceCallEnded(error: unknown): boolean {
  const cause = error instanceof GraphQLError ? (error.originalError ?? undefined) : error;
  return cause instanceof UpstreamError && !/timed out/.test(cause.message);
}

const inProgress = (retryAfterSeconds: number) =>
  new IdempotencyKeyError('Your order is still being placed. Please wait a moment.', 'CHECKOUT_IN_PROGRESS', {
    retryAfter: retryAfterSeconds,
  });

/**
 * Checkout idempotency: the browser sends a key per attempt. The first request appends
 * `CheckoutRequested` to `checkout-<key>` at version 0 (the stream must not exist); a racing
 * twin loses that append with an expected-version conflict and waits for the winner's outcome
 * instead of placing a second order. Repeats after the fact read the recorded outcome.
 *
 * Crash safety: the key goes to commerce in the order's metadata. When the outcome was never
 * recorded (the gateway died while commerce placed the order, the commerce call timed out, the
 * append after it failed), the reconciler asks commerce for the order by that key: found, the
 * attempt succeeds (order recorded, cart log closed); not found once `settleMs` has passed, it
 * failed; otherwise it is still in progress. It runs at start (`reconcilePending`) and on every
 * repeat of a key whose attempt is not running in this process.
 */
export class CheckoutRepository {
  /** Attempts this process is placing right now: a repeat waits for them instead of asking commerce. */
  private readonly running = new Map<string, Promise<CheckoutOutcome>>();
  private lookup?: OrderLookup;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly log: EventLog,
    private readonly options: CheckoutOptions = {},
  ) {}

  outcome(key: string): Promise<CheckoutDoc | undefined> {
    return this.log.read<CheckoutDoc>(checkoutCollection, checkoutStream(key));
  }

  /** Where the reconciler asks commerce; set once the commerce client exists, then every pending attempt is reconciled. */
  useLookup(lookup: OrderLookup): void {
    this.lookup = lookup;
    void this.reconcilePending().catch((error: unknown) =>
      this.options.logger?.warn({ err: error }, 'reconciling pending checkouts failed'),
    );
  }

  /**
   * Every attempt still pending (a previous process died before recording it): decided now when
   * commerce can tell, otherwise looked at again once its settle time has passed.
   */
  async reconcilePending(): Promise<number> {
    const pending = await this.log.all<CheckoutDoc>(checkoutCollection, { status: 'pending' });
    let decided = 0;
    for (const doc of pending) {
      if (this.running.has(doc.key)) continue;
      try {
        if (await this.reconcile(doc)) decided += 1;
        else this.later(doc.key, this.settleLeft(doc) + 1_000);
      } catch (error) {
        this.options.logger?.warn({ err: error, key: doc.key }, 'could not reconcile a checkout attempt');
        this.later(doc.key, 30_000);
      }
    }
    return decided;
  }

  /** The attempts of one session still pending; a cart recovery settles them first. */
  pendingOf(sessionId: string): Promise<CheckoutDoc[]> {
    return this.log.all<CheckoutDoc>(checkoutCollection, { sessionId, status: 'pending' });
  }

  /**
   * Decides pending attempts of a session when commerce can tell; true when none is left pending
   * (so the session's cart log can be trusted to describe the cart).
   */
  async settleSession(sessionId: string): Promise<boolean> {
    let settled = true;
    for (const doc of await this.pendingOf(sessionId)) {
      if (this.running.has(doc.key)) settled = false;
      else if (!(await this.reconcile(doc).catch(() => false))) settled = false;
    }
    return settled;
  }

  /**
   * The session's newest attempt, whatever its outcome: a checkout page loaded again (a reload
   * while placing, a tab closed and opened) shows it rather than an empty cart. A pending one
   * nobody here is placing is decided first when commerce can tell (the reconciler's look). Read
   * by ids from the `latest_checkouts` read model, never by going through the session's attempts.
   */
  async latestOf(sessionId: string): Promise<CheckoutDoc | undefined> {
    const newest = async () => {
      const latest = await this.log.read<LatestCheckoutDoc>(latestCheckoutCollection, sessionId);
      return latest && this.outcome(latest.key);
    };
    const doc = await newest();
    if (doc?.status !== 'pending' || this.running.has(doc.key)) return doc;
    const decided = await this.reconcile(doc).catch(() => false);
    return decided ? newest() : doc;
  }

  /** `cart`: the session's cart fingerprint now (cart-fingerprint.ts); a repeat for another cart is refused. */
  run(
    key: string,
    sessionId: string,
    place: () => Promise<PlacedOrder>,
    cart?: string,
  ): Promise<CheckoutOutcome> {
    return this.start(key, sessionId, place, cart);
  }

  private async start(
    key: string,
    sessionId: string,
    place: () => Promise<PlacedOrder>,
    cart: string | undefined,
  ): Promise<CheckoutOutcome> {
    const stream = checkoutStream(key);
    const requestedAt = new Date().toISOString();
    // Decided on a key never used: version 0n makes the store refuse it when that is not so.
    const requested = decideCheckout(
      {
        type: 'RequestCheckout',
        data: { key, sessionId, requestedAt, ...(cart !== undefined ? { cart } : {}) },
      },
      null,
    );
    try {
      await this.log.append(stream, requested, 0n);
    } catch (error) {
      if (!isExpectedVersionConflictError(error)) throw error;
      return this.awaitRecorded(key, sessionId, cart);
    }
    const pending = requested.reduce(evolveCheckout, null);
    const attempt = this.placeAndRecord(
      { ...pending!, version: requested.length },
      place,
      Date.parse(requestedAt) + (this.options.waitForFirstMs ?? 15_000),
    );
    this.running.set(key, attempt);
    try {
      return await attempt;
    } finally {
      this.running.delete(key);
    }
  }

  private async placeAndRecord(
    pending: CheckoutDoc,
    place: () => Promise<PlacedOrder>,
    /** When the shopper's request stops waiting for commerce (`waitForFirstMs` after it came). */
    deadline: number,
  ): Promise<CheckoutOutcome> {
    const { key, sessionId } = pending;
    let order: PlacedOrder;
    try {
      order = await place();
    } catch (error) {
      if (error instanceof CheckoutRefused) {
        const outcome = await this.recordFailed(pending, error.message, error.code);
        if (outcome) return outcome;
        return this.decided(key, sessionId);
      }
      // Timeout, commerce unreachable: the order may exist all the same. Commerce is asked;
      // otherwise the attempt stays pending for the reconciler and the shopper is told to wait (a
      // timeout) or to try again in a moment (a call that ended unanswered: a commerce crash).
      this.options.logger?.warn({ err: error, key }, 'checkout outcome unknown; reconciling');
      if (!commerceCallEnded(error)) return this.awaitSlowCommerce(key, sessionId, deadline);
      await this.recordInterrupted(pending, error as Error);
      if (await this.lookOnce(key)) return this.decided(key, sessionId);
      this.later(key, (this.options.interruptedSettleMs ?? defaultInterruptedSettleMs) + 1_000);
      throw interrupted(5);
    }
    return this.recordSucceeded(pending, order);
  }

  /** One look at commerce for the attempt as recorded now; true when it is decided. */
  private async lookOnce(key: string): Promise<boolean> {
    const doc = await this.outcome(key);
    return doc !== undefined && (await this.reconcile(doc).catch(() => false));
  }

  /**
   * Appends what the decider answers for the order (CheckoutSucceeded), retrying a failed append
   * (`retryRecordingAppliedChange`): the order exists at commerce whatever happens here. If the log
   * stays unwritable the attempt stays pending (the reconciler finds the order by its key later)
   * and the shopper gets CHECKOUT_IN_PROGRESS, never an error that would make them pay twice.
   */
  private async recordSucceeded(
    doc: CheckoutDoc,
    order: PlacedOrder,
    replayed = false,
  ): Promise<CheckoutOutcome> {
    const { key, sessionId } = doc;
    const recorded = (await this.options.sealOrder?.(order)) ?? order;
    const events = decideCheckout({ type: 'RecordCheckoutSucceeded', data: { order: recorded } }, doc);
    if (events.length === 0) return this.decided(key, sessionId);
    try {
      await retryRecordingAppliedChange.execute(() =>
        this.log.append(checkoutStream(key), events, BigInt(doc.version)),
      );
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return this.decided(key, sessionId);
      this.options.logger?.warn({ err: error, key }, 'order placed but not recorded; left to the reconciler');
      throw inProgress(5);
    }
    await this.options.onOrderPlaced?.(sessionId, order);
    return { key, status: 'succeeded', order, replayed };
  }

  /** Undefined when the attempt was decided meanwhile (the outcome that stands is read again). */
  private async recordFailed(
    doc: CheckoutDoc,
    reason: string,
    code: string,
  ): Promise<CheckoutOutcome | undefined> {
    const { key } = doc;
    const events = decideCheckout({ type: 'RecordCheckoutFailed', data: { reason, code } }, doc);
    if (events.length === 0) return undefined;
    try {
      await this.log.append(checkoutStream(key), events, BigInt(doc.version));
      return { key, status: 'failed', reason, code, replayed: false };
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return undefined;
      throw error;
    }
  }

  /**
   * The commerce call timed out: commerce is most likely still placing the order (a loaded
   * machine, a slow payment step). Rather than send the shopper back to the form with
   * CHECKOUT_IN_PROGRESS at once, the request asks commerce for the order now and then once a
   * second (`retryWhileCommerceIsSlow`) until its wait is over, so a slow order still ends on
   * order received.
   */
  private async awaitSlowCommerce(
    key: string,
    sessionId: string,
    deadline: number,
  ): Promise<CheckoutOutcome> {
    const outcome = await retryWhileCommerceIsSlow.execute(async () => {
      if (await this.lookOnce(key)) return this.decided(key, sessionId);
      // No look after the wait: the next would come a second from now.
      if (Date.now() + 1_000 >= deadline) throw inProgress(5);
      return undefined;
    });
    return outcome!; // the policy looks again while there is no outcome
  }

  /** Marks the attempt's commerce call as ended unanswered; a lost race means it is decided already. */
  private async recordInterrupted(doc: CheckoutDoc, error: Error): Promise<void> {
    const { key } = doc;
    const events = decideCheckout(
      { type: 'RecordCheckoutInterrupted', data: { at: new Date().toISOString(), reason: error.message } },
      doc,
    );
    if (events.length === 0) return;
    try {
      await this.log.append(checkoutStream(key), events, BigInt(doc.version));
    } catch (failure) {
      if (!isExpectedVersionConflictError(failure))
        this.options.logger?.warn({ err: failure, key }, 'could not record an interrupted checkout');
    }
  }

  /**
   * One look at commerce for a pending attempt; true when it is decided now (by this call or by
   * someone else meanwhile).
   */
  private async reconcile(doc: CheckoutDoc): Promise<boolean> {
    if (doc.status !== 'pending') return true;
    if (!this.lookup) return false;
    const order = await this.lookup({ key: doc.key, sessionId: doc.sessionId });
    if (order) {
      await this.recordSucceeded(doc, order, true);
      return true;
    }
    if (this.settleLeft(doc) > 0) return false;
    await this.recordFailed(doc, 'The order was not placed. Please try again.', 'CHECKOUT_FAILED');
    return true;
  }

  private settleLeft(doc: CheckoutDoc): number {
    if (doc.interruptedAt)
      return (
        Date.parse(doc.interruptedAt) +
        (this.options.interruptedSettleMs ?? defaultInterruptedSettleMs) -
        Date.now()
      );
    return Date.parse(doc.requestedAt) + (this.options.settleMs ?? 120_000) - Date.now();
  }

  private later(key: string, ms: number): void {
    if (this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.outcome(key)
          .then((doc) => doc && !this.running.has(key) && this.reconcile(doc))
          .catch((error: unknown) =>
            this.options.logger?.warn({ err: error, key }, 'could not reconcile a checkout attempt'),
          );
      },
      Math.max(ms, 0),
    );
    timer.unref();
    this.timers.add(timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** The recorded outcome of a decided attempt, as a repeat sees it. */
  private async decided(key: string, sessionId: string): Promise<CheckoutOutcome> {
    const doc = await this.outcome(key);
    const outcome = doc && doc.sessionId === sessionId ? fromDoc(doc, true) : undefined;
    if (!outcome) throw inProgress(5);
    return outcome;
  }

  /**
   * A repeat (or a racing twin) of a key whose first attempt is not recorded yet: read again
   * (`retryUntilTheFirstAttemptIsRecorded`) until it is, or until `waitForFirstMs` has passed.
   */
  private async awaitRecorded(
    key: string,
    sessionId: string,
    cart: string | undefined,
  ): Promise<CheckoutOutcome> {
    const waitingSince = Date.now();
    const wait: RecordedWait = {
      key,
      sessionId,
      cart,
      waitingSince,
      deadline: waitingSince + (this.options.waitForFirstMs ?? 15_000),
      nextLookup: 0,
    };
    const outcome = await retryUntilTheFirstAttemptIsRecorded.execute(() => this.lookForRecorded(wait));
    return outcome!; // the policy looks again while there is no outcome
  }

  /** One look of a repeat at the attempt it waits for: its outcome, or undefined to look again. */
  private async lookForRecorded(wait: RecordedWait): Promise<CheckoutOutcome | undefined> {
    let seen = await this.recordedFor(wait);
    if (seen.recorded) return seen.recorded;
    const running = this.running.get(wait.key);
    if (running) {
      // Placed by this process: wait for it, but never past the deadline.
      if (!(await settlesBefore(running, wait.deadline))) throw inProgress(5);
      seen = await this.recordedFor(wait);
      if (seen.recorded) return seen.recorded;
    }
    // Nobody here is placing it: a crashed process or another instance. Ask commerce, at most
    // once a second.
    if (seen.doc && Date.now() >= wait.nextLookup && (await this.askCommerce(seen.doc, wait))) {
      seen = await this.recordedFor(wait);
      if (seen.recorded) return seen.recorded;
    }
    if (Date.now() > wait.deadline) throw seen.doc?.interruptedAt ? interrupted(5) : inProgress(5);
    return undefined;
  }

  /** The attempt as recorded now, refused when the key is another session's or another cart's. */
  private async recordedFor(wait: RecordedWait): Promise<{ doc?: CheckoutDoc; recorded?: CheckoutOutcome }> {
    const doc = await this.outcome(wait.key);
    if (!doc) return {};
    if (doc.sessionId !== wait.sessionId)
      throw new IdempotencyKeyError('This checkout key belongs to another session', 'IDEMPOTENCY_KEY_REUSED');
    if (forAnotherCart(doc, wait.cart))
      throw new IdempotencyKeyError(
        'This checkout attempt was for a different cart. Please place your order again.',
        'IDEMPOTENCY_KEY_MISMATCH',
      );
    return { doc, recorded: fromDoc(doc, true) };
  }

  /** The reconciler's look for a repeat; true when the attempt is decided now. */
  private async askCommerce(doc: CheckoutDoc, wait: RecordedWait): Promise<boolean> {
    wait.nextLookup = Date.now() + 1_000;
    try {
      return await this.reconcile(doc);
    } catch (error) {
      this.options.logger?.warn({ err: error, key: doc.key }, 'could not reconcile a checkout attempt');
      // Commerce crashed under this attempt and cannot be asked yet: wait for it a little (its
      // circuit half-opens after 5 s), then tell the shopper to try again.
      if (doc.interruptedAt && Date.now() - wait.waitingSince >= interruptedPatienceMs) throw interrupted(5);
      return false;
    }
  }
}

/** What a repeat waiting for the first attempt of its key knows between its looks. */
interface RecordedWait {
  key: string;
  sessionId: string;
  cart: string | undefined;
  waitingSince: number;
  /** When the repeat stops waiting (`waitForFirstMs` after it came). */
  deadline: number;
  /** Commerce is asked at most once a second. */
  nextLookup: number;
}

/** True when the attempt this process is placing settles before the deadline. */
function settlesBefore(running: Promise<CheckoutOutcome>, deadline: number): Promise<boolean> {
  return Promise.race([
    running.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(deadline - Date.now(), 0))),
  ]);
}

/**
 * A repeat, after its order was placed, for a cart that is not the one the key was first used
 * for: replaying that order would tell the shopper the new cart was ordered. The same cart is a
 * retry, and so is the empty cart the order left. A refused attempt is replayed whatever the cart
 * (the storefront then tries with a new key), and one still being placed is waited for as usual:
 * refusing it would invite a second order while the first may still go through.
 */
function forAnotherCart(doc: CheckoutDoc, cart: string | undefined): boolean {
  if (doc.status !== 'succeeded' || cart === undefined || doc.cart === undefined) return false;
  return cart !== doc.cart && cart !== emptyCartFingerprint;
}

function fromDoc(doc: CheckoutDoc, replayed: boolean): CheckoutOutcome | undefined {
  if (doc.status === 'succeeded' && doc.order)
    return { key: doc.key, status: 'succeeded', order: doc.order, replayed };
  if (doc.status === 'failed')
    return {
      key: doc.key,
      status: 'failed',
      reason: doc.reason ?? '',
      code: doc.code ?? 'CHECKOUT_FAILED',
      replayed,
    };
  return undefined;
}
