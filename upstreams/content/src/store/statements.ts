import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database.ts';

/** Prepared statements cached by their SQL: query shapes repeat (the banner read runs per page). */
export function statementCache(db: Db): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (cache.size > 500) cache.clear();
      cache.set(sql, statement);
    }
    return statement;
  };
}

export type Row = Record<string, unknown>;
