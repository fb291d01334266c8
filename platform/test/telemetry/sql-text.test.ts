import { describe, expect, it } from 'vitest';
import { redactAttributes } from '../../src/telemetry/redaction.ts';
import { sanitizeSql } from '../../src/telemetry/sql-text.ts';

describe('SQL text in spans', () => {
  it('replaces the literals the session keys write into a statement and keeps its shape', () => {
    expect(
      sanitizeSql(
        "SELECT dek_id, kek_id, wrapped FROM gateway_session_keys WHERE session_id = 'q9X-abc_DEF' AND customer_id = 42",
      ),
    ).toBe(
      'SELECT dek_id, kek_id, wrapped FROM gateway_session_keys WHERE session_id = ? AND customer_id = ?',
    );
  });

  it('keeps placeholders, quoted identifiers and digits inside names', () => {
    expect(sanitizeSql('SELECT "emt_streams".v1 FROM emt_streams WHERE stream_id = $1 LIMIT $2')).toBe(
      'SELECT "emt_streams".v1 FROM emt_streams WHERE stream_id = $1 LIMIT $2',
    );
  });

  it('hides escape strings, doubled quotes, dollar quotes, JSON with casts and comments', () => {
    const text = `/* app:gateway 'x' */ SELECT emt_append_to_stream(
      ARRAY['sealed:v1:abc.def'::text], E'a\\'b@c.de', 'it''s', $tag$ {"cookieHash":"h"} $tag$::jsonb, $$x$$, -12.5e3) -- session-abc`;
    const sanitized = sanitizeSql(text);
    expect(sanitized).toBe('SELECT emt_append_to_stream( ARRAY[?::text], ?, …::jsonb, ?, -?)');
    for (const secret of ['sealed', 'b@c', "it''s", 'cookieHash', 'session-abc', 'app:gateway'])
      expect(sanitized).not.toContain(secret);
  });

  it('folds literal lists of any length into one shape', () => {
    expect(sanitizeSql("INSERT INTO t (a, b) VALUES ('x', 1), ('y', 2)")).toBe(
      'INSERT INTO t (a, b) VALUES (?, …), (?, …)',
    );
  });
});

describe('span attribute values', () => {
  it('sanitises recorded SQL and redacts secret values under any key', () => {
    const attributes: Record<string, unknown> = {
      'db.query.text': "UPDATE gateway_session_keys SET customer_id = 7 WHERE session_id = 'abc'",
      'db.statement': "SELECT * FROM emt_messages WHERE stream_id = 'session-xyz'",
      'exception.message': 'could not open sealed:v1:AAAA.BBBB for shopper anna@example.com',
      'http.request.header.x': ['Bearer abc.def', 'plain'],
      'graphql.operation.name': 'AddToCart',
    };
    redactAttributes(attributes);
    expect(attributes).toEqual({
      'db.query.text': 'UPDATE gateway_session_keys SET customer_id = ? WHERE session_id = ?',
      'db.statement': 'SELECT * FROM emt_messages WHERE stream_id = ?',
      'exception.message': 'could not open [redacted] for shopper [redacted]',
      'http.request.header.x': ['[redacted]', 'plain'],
      'graphql.operation.name': 'AddToCart',
    });
  });
});
