import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';

/** An upstream that did not answer in time, refused the connection or answered 5xx. */
export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${upstream}: ${message}`);
    this.name = 'UpstreamError';
  }
}

/** A call cut because its request's upstream budget was spent (`withUpstreamBudget`). */
export class BudgetSpentError extends UpstreamError {
  constructor(upstream: string) {
    super(upstream, 'timed out (the request’s budget is spent)');
    this.name = 'BudgetSpentError';
  }
}

/** The moment (performance.now) by which every upstream call of one request must be over. */
const requestBudget = new AsyncLocalStorage<{ deadline: number }>();

/**
 * Runs `work` with one upstream budget for all of it (gateway README "Faults"): every call it
 * makes, and every retry, ends by the same deadline, instead of each call having its own timeout
 * and retry (8 s, then 8 s again, for each of a page's queries while a back end hangs).
 */
export function withUpstreamBudget<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  return requestBudget.run({ deadline: performance.now() + budgetMs }, work);
}

/**
 * Runs `work` outside any request's budget: work begun for one request but shared by all (the
 * listing index's rebuild) is bounded by the policy's own timeout, not by whoever began it.
 */
export function withoutUpstreamBudget<T>(work: () => T): T {
  return requestBudget.exit(work);
}

export interface UpstreamPolicyOptions {
  name: string;
  timeoutMs: number;
  /** Consecutive failures that open the circuit, and how long it stays open before a trial call. */
  failureThreshold?: number;
  halfOpenAfterMs?: number;
  retries?: number;
  log?: FastifyBaseLogger;
  /** Where each call's duration and outcome, and each circuit state change, are counted. */
  metrics?: UpstreamMetrics;
}

/** The part of the gateway's metrics (`observability/metrics.ts`) a policy reports to. */
export interface UpstreamMetrics {
  recordUpstream(upstream: string, ms: number, ok: boolean, reason: string): void;
  setCircuitState(upstream: string, state: 'closed' | 'half_open' | 'open'): void;
}

/**
 * Timeouts, a circuit breaker and retries for one upstream (cockatiel). `run` retries only when
 * the caller says the call is idempotent (GraphQL queries, REST GETs): a retried mutation could
 * add a cart line or place an order twice.
 */
export class UpstreamPolicy {
  readonly name: string;
  private readonly breaker;
  private readonly guarded: IPolicy;
  private readonly retrying: IPolicy;
  private readonly metrics?: UpstreamMetrics;
  /** When each call now running began (performance.now), and when a call last failed. */
  private readonly running = new Set<{ startedAt: number }>();
  private lastFailureAt = -Infinity;

  constructor(options: UpstreamPolicyOptions) {
    this.name = options.name;
    // A request's spent budget says nothing of the upstream's health (a page's budget, or work
    // that inherited one): it never opens the circuit other callers depend on.
    const isUpstreamFault = handleWhen(
      (error) =>
        (error instanceof UpstreamError && !(error instanceof BudgetSpentError)) ||
        error instanceof TaskCancelledError,
    );
    this.breaker = circuitBreaker(isUpstreamFault, {
      halfOpenAfter: options.halfOpenAfterMs ?? 5_000,
      breaker: new ConsecutiveBreaker(options.failureThreshold ?? 5),
    });
    this.breaker.onStateChange((state) => {
      options.log?.warn({ upstream: options.name, state: CircuitState[state] }, 'upstream circuit changed');
      options.metrics?.setCircuitState(
        options.name,
        state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half_open' : 'open',
      );
    });
    this.metrics = options.metrics;
    const deadline = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
    this.guarded = wrap(this.breaker, deadline);
    const retries = retry(
      handleWhen((error) => error instanceof UpstreamError || error instanceof TaskCancelledError),
      {
        maxAttempts: options.retries ?? 1,
        backoff: new ExponentialBackoff({ initialDelay: 50, maxDelay: 500 }),
      },
    );
    this.retrying = wrap(retries, this.breaker, deadline);
  }

  get open(): boolean {
    return this.breaker.state === CircuitState.Open || this.breaker.state === CircuitState.Isolated;
  }

  /**
   * Whether the upstream looks hung or down now: its circuit is open, a call failed within the
   * last `ms`, or one has been running longer than that. A page waiting longer than its budget
   * is then waiting for the upstream, not for this process's CPU (gateway README "Faults").
   */
  struggling(ms: number): boolean {
    const now = performance.now();
    if (this.open || now - this.lastFailureAt < ms) return true;
    for (const call of this.running) if (now - call.startedAt > ms) return true;
    return false;
  }

  /** Runs one upstream call; the error is always an UpstreamError when the upstream failed. */
  async run<T>(idempotent: boolean, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const started = performance.now();
    const running = { startedAt: started };
    this.running.add(running);
    try {
      const result = await this.execute(idempotent, call);
      this.metrics?.recordUpstream(this.name, performance.now() - started, true, 'ok');
      return result;
    } catch (error) {
      if (error instanceof UpstreamError) this.lastFailureAt = performance.now();
      const reason =
        error instanceof UpstreamError
          ? /timed out/.test(error.message)
            ? 'timeout'
            : /circuit/.test(error.message)
              ? 'circuit_open'
              : 'error'
          : 'error';
      this.metrics?.recordUpstream(this.name, performance.now() - started, false, reason);
      throw error;
    } finally {
      this.running.delete(running);
    }
  }

  private async execute<T>(idempotent: boolean, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      const budget = requestBudget.getStore();
      return await (idempotent ? this.retrying : this.guarded).execute(({ signal }) => {
        const left = budget ? budget.deadline - performance.now() : Infinity;
        if (left <= 0) throw new BudgetSpentError(this.name);
        // A timer of its own, not AbortSignal.timeout: a signal only AbortSignal.any refers to may
        // be collected before it fires, and the call would then wait for the policy's timeout.
        const spent = new AbortController();
        const timer = Number.isFinite(left) ? setTimeout(() => spent.abort(), Math.ceil(left)) : undefined;
        const bounded = timer ? AbortSignal.any([signal, spent.signal]) : signal;
        return call(bounded)
          .catch((error: unknown) => {
            if (spent.signal.aborted && !signal.aborted) throw new BudgetSpentError(this.name);
            // A refused connection counts against the circuit like a timeout or a 5xx.
            throw isNetworkError(error) ? new UpstreamError(this.name, (error as Error).message) : error;
          })
          .finally(() => clearTimeout(timer));
      });
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new UpstreamError(this.name, 'circuit open');
      if (error instanceof TaskCancelledError) throw new UpstreamError(this.name, 'timed out');
      throw error;
    }
  }
}

/**
 * The call ended without an answer: `fetch` wraps that in a TypeError ("fetch failed", the cause
 * beside it), undici's `request` (commerce's transport) throws its own errors (`UND_ERR_SOCKET`
 * "other side closed", a connect timeout) or the socket's (`ECONNREFUSED`, `ECONNRESET`).
 */
function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError)
    return /fetch failed|network|ECONNREFUSED|socket/i.test(`${error.message} ${String(error.cause)}`);
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    typeof code === 'string' &&
    /^(UND_ERR_(SOCKET|CONNECT_TIMEOUT|CLOSED|DESTROYED)|ECONN|EPIPE|EHOSTUNREACH|ENOTFOUND)/.test(code)
  );
}
