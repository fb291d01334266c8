import pg from 'pg';

/**
 * Counts every SQL statement this process's `pg` clients send (the event log's pool, the session
 * keys' pool and Emmett's or Pongo's own), by wrapping `pg.Client.prototype.query` before any
 * pool exists: `pg_stat_statements` is not in the embedded store, and a count per shape tells
 * which statements a command repeats. Statements are grouped by their text with literals and
 * parameters blanked out, so no session id or token reaches the bench's output.
 */
export function countStatements() {
  const counts = new Map<string, number>();
  let total = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    total += 1;
    const shape = statementShape(args[0]);
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    /** Statements sent while `run` ran, in all and per shape (most frequent first). */
    async during(run: () => Promise<void>): Promise<{ total: number; shapes: [string, number][] }> {
      counts.clear();
      const before = total;
      await run();
      return { total: total - before, shapes: [...counts].sort((a, b) => b[1] - a[1]) };
    },
  };
}

function statementShape(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '?');
  return text
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\$\d+/g, '$n')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 90);
}
