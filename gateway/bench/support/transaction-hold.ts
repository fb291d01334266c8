import pg from 'pg';

/**
 * How long this process's `pg` transactions hold their connection: from the moment BEGIN is
 * answered to the moment COMMIT or ROLLBACK is. The embedded store (PGlite behind its socket)
 * runs one transaction at a time for every connection, so a transaction's round trips between
 * the request thread and the store's thread hold the whole database (`src/events/README.md`,
 * "Where an add's time goes"). Wraps `pg.Client.prototype.query` before any pool exists.
 */
export function measureTransactions() {
  const holds: number[] = [];
  const opened = new WeakMap<object, number>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = query.apply(this, args);
    const text =
      typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
    const begins = /^\s*BEGIN\b/i.test(text);
    const ends = /^\s*(COMMIT|ROLLBACK)\b/i.test(text);
    if ((begins || ends) && result instanceof Promise)
      void result.then(
        () => {
          if (begins) opened.set(this, performance.now());
          else if (opened.has(this)) {
            holds.push(performance.now() - opened.get(this)!);
            opened.delete(this);
          }
        },
        () => opened.delete(this),
      );
    return result;
  } as typeof pg.Client.prototype.query;
  return {
    /** Transactions that ended while `run` ran: their hold times and how many were open on average. */
    async during<T>(
      run: () => Promise<T>,
    ): Promise<{ result: T; p50: number; p95: number; openOnAverage: number }> {
      holds.length = 0;
      const start = performance.now();
      const result = await run();
      const elapsed = performance.now() - start;
      const sorted = [...holds].sort((a, b) => a - b);
      const at = (share: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
      const held = holds.reduce((sum, hold) => sum + hold, 0);
      return { result, p50: at(0.5), p95: at(0.95), openOnAverage: held / elapsed };
    },
  };
}
