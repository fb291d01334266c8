import type BetterSqlite3 from 'better-sqlite3';

/** The commerce SQLite database (better-sqlite3: synchronous, so one statement never interleaves). */
export type Db = BetterSqlite3.Database;

export const now = (): number => Date.now();

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
