/**
 * Spans for SQLite statements (the embedded commerce and content back ends): better-sqlite3 has no
 * OpenTelemetry instrumentation, so each statement's `run`, `get` and `all` are wrapped here. A
 * span is `SELECT commerce` (operation and database), a client span with the statement's text as
 * prepared: values are bound, never in the text, and `sanitizeSql` folds any literal all the
 * same. Only inside a trace: a statement with no active span (seed, migrations, the CLI) records
 * nothing, so a service without the telemetry preload pays one function call.
 *
 * Hand-written: no maintained instrumentation for better-sqlite3 exists for our OpenTelemetry line.
 */
import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import type Database from 'better-sqlite3';
import { sanitizeSql } from './sql-text.ts';

const tracer = trace.getTracer('@nails/platform/sqlite');
const traced = ['run', 'get', 'all'] as const;

/** Makes every statement `db` prepares from now on a span inside a trace; returns `db`. */
export function traceSqlite<Db extends Database.Database>(db: Db, databaseName: string): Db {
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => traceStatement(prepare(source), databaseName)) as Db['prepare'];
  return db;
}

function traceStatement<S extends Database.Statement>(statement: S, databaseName: string): S {
  const operation = /^\s*([A-Za-z]+)/.exec(statement.source)?.[1]?.toUpperCase() ?? 'SQL';
  const name = `${operation} ${databaseName}`;
  const attributes: Attributes = {
    'db.system.name': 'sqlite',
    'db.namespace': databaseName,
    'db.operation.name': operation,
    'db.query.text': sanitizeSql(statement.source),
  };
  const target = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of traced) {
    const original = target[method]!.bind(statement);
    target[method] = (...args: unknown[]) => {
      if (!trace.getActiveSpan()) return original(...args);
      return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => {
        try {
          return original(...args);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    };
  }
  return statement;
}
