import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import {
  ConstantBackoff,
  ExponentialBackoff,
  fullJitterGenerator,
  handleAll,
  handleWhen,
  handleWhenResult,
  noJitterGenerator,
  retry,
} from 'cockatiel';

/**
 * The gateway's retries, each a cockatiel policy named by why it retries; no retry or poll is a
 * hand-written loop (README "Retries"). An upstream call's own retries (idempotent calls only,
 * behind its timeout and breaker) are part of its policy, `upstreams/resilience.ts`. This module
 * imports no concept, so `events/` may use it too.
 */

/**
 * A change commerce has already applied (a cart line, a placed order) has to reach the event log,
 * or a recovery would replay the cart without it and a repeated checkout would not find its
 * order. A failed append (a dropped connection, a failover) is tried twice more, 100 ms and then
 * 200 ms later: short enough for the shopper who waits on the answer. An append that lost an
 * expected-version race is not tried again: the stream was written meanwhile, and the caller reads
 * what it says.
 */
export const retryRecordingAppliedChange = retry(
  handleWhen((error) => !isExpectedVersionConflictError(error)),
  {
    maxAttempts: 2,
    backoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 200, generator: noJitterGenerator }),
  },
);

/**
 * Another process appended to the stream between our read and our append (`retryOnConflict` in
 * `events/log.ts`). The loser waits a random pause below a ceiling that doubles from 5 ms to 200 ms
 * ("full jitter" backoff: racing writers spread out instead of colliding again), then re-reads and
 * decides again. 12 tries by default, so a burst of writers on one stream (20 wishlist clicks
 * across two processes) all land.
 */
export const retryLostVersionRace = (tries: number) =>
  retry(handleWhen(isExpectedVersionConflictError), {
    maxAttempts: tries - 1,
    backoff: new ExponentialBackoff({ generator: fullJitterGenerator, initialDelay: 5, maxDelay: 200 }),
  });

/**
 * The order is placed and commerce emptied the cart, so the cart log must be closed or a later
 * recovery would bring the bought items back (`cart/close-cart-log.ts`). A log that hiccups (a
 * dropped connection, a failover) usually answers again within a moment: three tries, 200 ms then
 * 400 ms apart.
 */
export const retryWhileTheLogRecovers = retry(handleAll, {
  maxAttempts: 2,
  backoff: new ExponentialBackoff({ generator: noJitterGenerator, initialDelay: 200, maxDelay: 400 }),
});

/** A look that found nothing yet answers `undefined`: the policies below look again. */
const untilAnswered = handleWhenResult((answer) => answer === undefined);

/**
 * The checkout's commerce call timed out: commerce is most likely still placing the order (events
 * README "Commerce slower than its timeout"). The request looks for the order at once, then once a
 * second; the look itself ends the wait (it throws CHECKOUT_IN_PROGRESS when the next look would
 * come after the request's `CHECKOUT_WAIT_MS`), so a slow order still ends on order received.
 */
export const retryWhileCommerceIsSlow = retry(untilAnswered, {
  maxAttempts: Infinity,
  backoff: new ConstantBackoff(1_000),
});

/**
 * A repeat of a checkout key whose first attempt is not recorded yet (a racing twin, a reload while
 * placing) reads the attempt again: 10 ms, then twice as long each time up to 250 ms, so a twin of
 * an attempt that is about to finish answers at once and a long one costs four reads a second. The
 * look ends the wait itself: with the outcome, a refusal of the key, or CHECKOUT_IN_PROGRESS /
 * CHECKOUT_INTERRUPTED once `CHECKOUT_WAIT_MS` has passed (events README "the reconciler").
 */
export const retryUntilTheFirstAttemptIsRecorded = retry(untilAnswered, {
  maxAttempts: Infinity,
  backoff: new ExponentialBackoff({ generator: noJitterGenerator, initialDelay: 10, maxDelay: 250 }),
});

/**
 * A pull of the event log's tail failed (the store restarted, hung past its time limit, degraded):
 * Emmett's puller ends with the rejection, and a new one starts from the last event handed over a
 * second later, for as long as the tail runs (its stop aborts the policy). The timer does not keep
 * a process alive that is otherwise done.
 */
export const retryTailAfterFailedPull = retry(handleAll, {
  maxAttempts: Infinity,
  backoff: new ConstantBackoff(1_000),
}).dangerouslyUnref();

/**
 * A guard (Redis, `cache/redis-guard.ts`; the event store, `events/store-guard.ts`) isolated its
 * breaker after a fault: the guard, never a shopper's request, asks the service again every
 * `everyMs` (1 s) until it answers, then closes the breaker. The first look comes one pause after
 * the fault (`firstAfterOnePause`): a service that has just failed seldom answers at once. The
 * guard's close aborts it; the timer does not keep a process alive that is otherwise done.
 */
export const retryUntilTheServiceAnswers = (everyMs: number) =>
  retry(
    handleWhenResult((answered) => answered === false),
    { maxAttempts: Infinity, backoff: new ConstantBackoff(everyMs) },
  ).dangerouslyUnref();

/** A look whose first run only waits: the policy's pause then comes before the first real look. */
export const firstAfterOnePause =
  (look: () => Promise<boolean>) =>
  async ({ attempt, signal }: { attempt: number; signal: AbortSignal }): Promise<boolean> =>
    signal.aborted || (attempt > 0 && look());
