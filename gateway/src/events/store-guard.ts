import { ConsecutiveBreaker, CircuitState, circuitBreaker, handleAll, type IDisposable } from 'cockatiel';
import pg from 'pg';
import { firstAfterOnePause, retryUntilTheServiceAnswers } from '../retry-policies.ts';

/**
 * How long the event store may take before it counts as hung (gateway README "A hung event
 * store"): `read`, one statement outside a transaction (a session or read-model read a page waits
 * for); `write`, one statement of a transaction (an append and its inline projections: failing it
 * fails the shopper's change, so a loaded machine gets more room); `connect`, a new connection
 * (PostgreSQL starts a process for each). PostgreSQL answers the log's statements in
 * milliseconds. The embedded store runs one statement at a time in this process, so a long one (a
 * rebuild, another process's `events` command) holds the others: no fault.
 */
export interface EventStoreLimits {
  read: number;
  write: number;
  connect: number;
}
export const eventStoreLimits: Record<'postgres' | 'embedded', EventStoreLimits> = {
  postgres: { read: 1_000, write: 5_000, connect: 2_000 },
  embedded: { read: 5_000, write: 10_000, connect: 5_000 },
};

/** Thrown instead of a statement while the event store is degraded: callers use their fallbacks. */
export class EventStoreDegradedError extends Error {
  constructor(reason: string) {
    super(`event store degraded: ${reason}`);
    this.name = 'EventStoreDegradedError';
  }
}

export class EventStoreTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'EventStoreTimeoutError';
  }
}

/**
 * A fault of the store rather than an answer: no answer in time, a connection that failed, a
 * server shutting down or out of resources (SQLSTATE classes 08, 53, 57). A constraint violation,
 * a conflict or a syntax error is PostgreSQL answering.
 */
export function isEventStoreFault(error: unknown): boolean {
  if (error instanceof EventStoreDegradedError || error instanceof EventStoreTimeoutError) return true;
  if (error instanceof pg.DatabaseError) return /^(08|53|57)/.test(error.code ?? '');
  const message = error instanceof Error ? error.message : '';
  return /timeout|terminated|ECONNREFUSED|ECONNRESET|EPIPE|connect/i.test(message);
}

export interface EventStoreGuardOptions {
  connectionString: string;
  limits: EventStoreLimits;
  /** How often a degraded store is asked (SELECT 1) whether it answers again. */
  probeEveryMs?: number;
  onStateChange?: (degraded: boolean, reason?: string) => void;
}

/**
 * A time limit and a breaker (cockatiel) in front of every statement of the log's pool, as the
 * Redis guard does for Redis (gateway README "A hung event store"). The first fault isolates the
 * breaker: from then on every statement fails at once with EventStoreDegradedError and callers
 * run on their fallbacks; the guard itself, never a shopper's request, asks the store with a
 * connection of its own once a second and closes the breaker when it answers. Limits apply only
 * once `arm()`ed (after the schema migration, which may take longer on a cold start).
 */
export class EventStoreGuard {
  private readonly breaker = circuitBreaker(handleAll, {
    halfOpenAfter: 60_000,
    breaker: new ConsecutiveBreaker(1),
  });
  private isolation?: IDisposable;
  private probing?: AbortController;
  private reason = '';
  private armed = false;
  private confirming?: Promise<void>;
  private closed = false;

  constructor(private readonly options: EventStoreGuardOptions) {}

  get limits(): EventStoreLimits {
    return this.options.limits;
  }

  get degraded(): boolean {
    return this.breaker.state !== CircuitState.Closed;
  }

  get degradedReason(): string | undefined {
    return this.degraded ? this.reason : undefined;
  }

  arm(): void {
    this.armed = true;
  }

  /** Fails at once while degraded. */
  assertAvailable(): void {
    if (this.isolation) throw new EventStoreDegradedError(this.reason);
  }

  /**
   * Runs one statement within the time limit (`limit: false`: the statement bounds itself, as
   * taking a connection does); a fault degrades the store.
   */
  async run<T>(
    statement: () => Promise<T>,
    options: { limitMs?: number | false; onTimeout?: () => void } = {},
  ): Promise<T> {
    this.assertAvailable();
    if (!this.armed) return statement();
    if (options.limitMs === false) {
      try {
        return await statement();
      } catch (error) {
        if (isEventStoreFault(error)) this.suspect((error as Error).message);
        throw error;
      }
    }
    const limitMs = options.limitMs ?? this.options.limits.read;
    let timer: NodeJS.Timeout | undefined;
    const running = statement();
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        running.catch(() => undefined); // it may still settle; nobody waits for it any more
        options.onTimeout?.();
        reject(new EventStoreTimeoutError(limitMs));
      }, limitMs);
      timer.unref();
    });
    try {
      return await Promise.race([running, limit]);
    } catch (error) {
      if (isEventStoreFault(error)) this.suspect((error as Error).message);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One look at the store (`/readyz`): within the time limit, through the breaker. */
  async check(pool: pg.Pool): Promise<{ ok: boolean; detail?: string }> {
    if (this.isolation) return { ok: false, detail: this.reason };
    try {
      const client = await pool.connect();
      try {
        await client.query('SELECT 1');
      } finally {
        client.release();
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: this.degradedReason ?? (error as Error).message };
    }
  }

  close(): void {
    this.closed = true;
    this.probing?.abort();
  }

  /**
   * A statement met a fault: one look with a connection of its own decides. A store that does not
   * answer it either is degraded; one that does was only slow (a loaded machine), and the breaker
   * stays closed, so a slow moment never takes the store away from every request.
   */
  private suspect(reason: string): void {
    if (this.isolation || this.confirming || this.closed) return;
    this.confirming = answers(this.options.connectionString, this.options.limits).then((answered) => {
      this.confirming = undefined;
      if (!answered) this.isolate(reason);
    });
  }

  private isolate(reason: string): void {
    if (this.isolation || this.closed) return;
    this.reason = reason;
    this.isolation = this.breaker.isolate();
    this.options.onStateChange?.(true, reason);
    this.scheduleProbe();
  }

  /** Asks the store (`retryUntilTheServiceAnswers`) until it answers, then closes the breaker. */
  private scheduleProbe(): void {
    if (this.closed) return;
    const probing = (this.probing = new AbortController());
    void retryUntilTheServiceAnswers(this.options.probeEveryMs ?? 1_000)
      .execute(
        firstAfterOnePause(() => answers(this.options.connectionString, this.options.limits)),
        probing.signal,
      )
      .then(() => {
        if (probing.signal.aborted || !this.isolation || this.closed) return;
        const isolation = this.isolation;
        this.isolation = undefined;
        isolation.dispose();
        this.options.onStateChange?.(false);
      });
  }
}

/** SELECT 1 on a connection of its own, within the limits; the connection is dropped after. */
async function answers(connectionString: string, limits: EventStoreLimits): Promise<boolean> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: limits.connect,
    query_timeout: limits.read,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    // end() waits for the server's goodbye, which a hung server never sends.
    void client.end().catch(() => undefined);
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

type PoolClientWithState = pg.PoolClient & { timedOut?: boolean; inTransaction?: boolean };

const sqlText = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '');

/**
 * The log's pool with the guard in front of every statement: taking a connection waits at most
 * the time limit (pg's `connectionTimeoutMillis`, which also bounds the wait for a free one), and
 * each promise-style `query` goes through `guard.run`. A connection whose statement timed out is
 * dropped when released instead of going back to the pool with the statement still queued on it.
 */
export function guardedPool(guard: EventStoreGuard, config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...config, connectionTimeoutMillis: guard.limits.connect });
  const patched = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guardClient = (client: PoolClientWithState): pg.PoolClient => {
    if (patched.has(client)) return client;
    patched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      // The callback and stream forms (pg-pool's own `pool.query`) keep pg's behaviour.
      if (args.some((arg) => typeof arg === 'function') || isSubmittable(args[0])) return query(...args);
      const text = sqlText(args[0]);
      if (/^\s*BEGIN/i.test(text)) client.inTransaction = true;
      const limitMs = client.inTransaction ? guard.limits.write : guard.limits.read;
      if (/^\s*(COMMIT|ROLLBACK)/i.test(text)) client.inTransaction = false;
      return guard.run(() => query(...args) as Promise<unknown>, {
        limitMs,
        onTimeout: () => (client.timedOut = true),
      });
    }) as typeof client.query;
    const release = client.release.bind(client);
    client.release = ((error?: Error | boolean) =>
      release(
        error ?? (client.timedOut ? new Error('statement timed out') : undefined),
      )) as typeof client.release;
    return client;
  };
  pool.connect = ((...args: unknown[]) => {
    if (typeof args[0] === 'function') return connect(...args);
    return guard
      .run(() => connect() as Promise<pg.PoolClient>, { limitMs: false })
      .then((client) => guardClient(client as PoolClientWithState));
  }) as typeof pool.connect;
  return pool;
}

const isSubmittable = (value: unknown): boolean =>
  typeof (value as { submit?: unknown } | undefined)?.submit === 'function';
