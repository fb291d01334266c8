import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { ExponentialBackoff, handleWhen, noJitterGenerator, retry } from 'cockatiel';

/**
 * The gateway's retries, each a cockatiel policy named by why it retries. An upstream call's own
 * retries (idempotent calls only, behind its timeout and breaker) are part of its policy,
 * `upstreams/resilience.ts`.
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
