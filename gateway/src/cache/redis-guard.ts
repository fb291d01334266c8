import {
  CircuitState,
  TaskCancelledError,
  ConsecutiveBreaker,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  timeout,
  wrap,
  type IDisposable,
  type IPolicy,
} from 'cockatiel';
import { ReplyError, type Redis } from 'ioredis';
import { firstAfterOnePause, retryUntilTheServiceAnswers } from '../retry-policies.ts';

/** A shopper's request waits at most this long for one Redis command (a local Redis answers in well under 1 ms). */
export const redisCommandTimeoutMs = 300;

export interface RedisGuardOptions {
  /** The longest a shopper's request waits for one Redis command. */
  commandTimeoutMs: number;
  /** How often a degraded Redis is asked (PING) whether it answers again. */
  probeEveryMs?: number;
  onStateChange?: (degraded: boolean, reason?: string) => void;
}

/** Thrown instead of sending a command while Redis is degraded: callers use their fallbacks. */
export class RedisDegradedError extends Error {
  constructor(reason: string) {
    super(`redis degraded: ${reason}`);
    this.name = 'RedisDegradedError';
  }
}

/**
 * A time limit and a breaker (cockatiel) in front of every Redis command. A silent Redis (the
 * process stopped, the network dropping packets: the connection stays open and nothing answers)
 * costs the requests then in flight one time limit; the first fault isolates the circuit, so the
 * next commands fail at once and every caller runs on its in-process fallback, exactly as when
 * Redis refuses connections. The guard itself, never a shopper's request, then PINGs Redis until
 * it answers and closes the circuit. An error Redis answers (a ReplyError) is an answer: it does
 * not count.
 */
export class RedisGuard {
  private readonly breaker;
  private readonly policy: IPolicy;
  private isolation?: IDisposable;
  private probing?: AbortController;
  private reason = '';

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisGuardOptions,
  ) {
    this.breaker = circuitBreaker(
      handleWhen((error) => !(error instanceof ReplyError)),
      // One fault opens it: a second silent command would cost a shopper a second time limit.
      { halfOpenAfter: 60_000, breaker: new ConsecutiveBreaker(1) },
    );
    this.breaker.onBreak((failure) => {
      if ('isolated' in failure) return; // the guard's own isolation below
      const error = 'error' in failure ? (failure.error as Error) : undefined;
      this.reason =
        !error || error instanceof TaskCancelledError
          ? `no answer within ${options.commandTimeoutMs} ms`
          : error.message;
      this.isolate();
    });
    this.policy = wrap(this.breaker, timeout(options.commandTimeoutMs, TimeoutStrategy.Aggressive));
  }

  /** True while Redis is treated as absent (`/readyz` names it). */
  get degraded(): boolean {
    return this.breaker.state !== CircuitState.Closed;
  }

  get degradedReason(): string | undefined {
    return this.degraded ? this.reason : undefined;
  }

  /** Runs one command (or one MULTI/pipeline `exec`) within the time limit, or fails at once. */
  async run<T>(command: () => Promise<T>): Promise<T> {
    if (this.isolation) throw new RedisDegradedError(this.reason);
    try {
      return await this.policy.execute(() => command());
    } catch (error) {
      if (this.degraded && !(error instanceof ReplyError))
        throw new RedisDegradedError(this.reason || (error as Error).message);
      throw error;
    }
  }

  close(): void {
    this.probing?.abort();
    this.probing = undefined;
  }

  private isolate(): void {
    if (this.isolation) return;
    this.isolation = this.breaker.isolate();
    this.options.onStateChange?.(true, this.reason);
    this.scheduleProbe();
  }

  /** PINGs Redis (`retryUntilTheServiceAnswers`) until it answers, then closes the circuit. */
  private scheduleProbe(): void {
    const probing = (this.probing = new AbortController());
    void retryUntilTheServiceAnswers(this.options.probeEveryMs ?? 1_000)
      .execute(
        firstAfterOnePause(() => this.answers()),
        probing.signal,
      )
      .then(() => {
        if (probing.signal.aborted || !this.isolation) return;
        const isolation = this.isolation;
        this.isolation = undefined;
        isolation.dispose();
        this.options.onStateChange?.(false);
      });
  }

  private answers(): Promise<boolean> {
    return Promise.race([
      this.redis.ping().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), this.options.commandTimeoutMs).unref(),
      ),
    ]);
  }
}

/** Method names that return a pipeline rather than run a command. */
const pipelines = new Set(['multi', 'pipeline']);

/**
 * The client as every caller sees it (`app.upstreams.redis`): each command goes through the
 * guard; everything else (`duplicate` for the pub/sub connection, `status`, events) is the
 * client's own. A MULTI or pipeline is queued as usual and guarded at `exec`.
 */
export function guardedRedis(redis: Redis, guard: RedisGuard): Redis {
  const commands = new Set(redis.getBuiltinCommands());
  const guardedPipeline = (pipeline: object): object => {
    const proxy: object = new Proxy(pipeline, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (name === 'exec')
          return (...args: unknown[]) =>
            guard.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        // Queued commands answer the pipeline itself: keep answering the guarded one.
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target ? proxy : result;
        };
      },
    });
    return proxy;
  };
  return new Proxy(redis, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof name !== 'string' || typeof value !== 'function') return value;
      if (pipelines.has(name))
        return (...args: unknown[]) =>
          guardedPipeline((value as (...a: unknown[]) => object).apply(target, args));
      if (!commands.has(name)) return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) =>
        guard.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}
