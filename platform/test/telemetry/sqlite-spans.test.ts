/**
 * The embedded back ends' SQLite statements as spans of the request's trace (better-sqlite3 has no
 * OpenTelemetry instrumentation: platform/src/telemetry/sqlite-spans.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trace } from '@opentelemetry/api';
import { startInMemoryTelemetry, type InMemoryTelemetry } from '../../src/telemetry/testing.ts';
import { openSqlite, type SqliteDb } from '../../src/sqlite.ts';

describe('SQLite statements in a trace', () => {
  let telemetry: InMemoryTelemetry;
  let db: SqliteDb;

  beforeAll(async () => {
    telemetry = await startInMemoryTelemetry('sqlite-test');
    db = openSqlite(':memory:', {
      migrate: (fresh) => fresh.exec('CREATE TABLE sessions (id TEXT PRIMARY KEY, customer TEXT)'),
    });
  });
  afterAll(async () => {
    db.close();
    await telemetry.shutdown();
  });

  it("is a client span per statement under the request's span, with the statement but no value", async () => {
    const traceId = trace.getTracer('test').startActiveSpan('POST /graphql', (request) => {
      db.prepare('INSERT INTO sessions (id, customer) VALUES (?, ?)').run(
        'secret-session-id',
        'anna@example.com',
      );
      const row = db
        .prepare("SELECT customer FROM sessions WHERE id = ? AND customer <> 'nobody'")
        .get('secret-session-id') as { customer: string };
      expect(row.customer).toBe('anna@example.com');
      request.end();
      return request.spanContext().traceId;
    });
    await telemetry.exporter.forceFlush();
    const spans = telemetry.spans().filter((span) => span.spanContext().traceId === traceId);
    const request = spans.find((span) => span.name === 'POST /graphql')!;
    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'sqlite');
    expect(statements.map((span) => [span.name, span.attributes['db.query.text']])).toEqual([
      ['INSERT memory', 'INSERT INTO sessions (id, customer) VALUES (?, …)'],
      ['SELECT memory', 'SELECT customer FROM sessions WHERE id = ? AND customer <> ?'],
    ]);
    for (const span of statements) expect(span.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toMatch(
      /secret-session-id|anna@|nobody/,
    );
  });

  it('records nothing outside a trace (seed, migrations, the CLI)', async () => {
    const before = telemetry.spans().length;
    db.prepare('SELECT count(*) FROM sessions').get();
    await telemetry.exporter.forceFlush();
    expect(telemetry.spans().length).toBe(before);
  });
});
