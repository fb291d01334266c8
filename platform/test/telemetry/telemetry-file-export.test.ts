/**
 * OTEL_TRACES_EXPORTER=file: spans as JSON lines for a machine without a collector (ops/README.md
 * "See it locally"). Its own file: an SDK registers the global tracer provider once per process.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { startTelemetry } from '../../src/telemetry/sdk.ts';

describe('OTEL_TRACES_EXPORTER=file', () => {
  it('appends each finished span as a JSON line, after redaction, to OTEL_TRACES_FILE', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'nails-traces-'));
    const file = path.join(folder, 'nested', 'traces.jsonl');
    try {
      const telemetry = startTelemetry({
        serviceName: 'commerce',
        env: { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: file },
      });
      expect(telemetry.exporting).toBe(true);
      expect(telemetry.traceFile).toBe(file);
      trace.getTracer('test').startActiveSpan('place order', (span) => {
        span.setAttribute('db.query.text', "SELECT * FROM sessions WHERE id = 'secret-session'");
        span.end();
      });
      trace.getTracer('test').startActiveSpan('list products', (span) => span.end());
      await telemetry.shutdown();

      const lines = readFileSync(file, 'utf8').trim().split('\n');
      const spans = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(spans.map((span) => span.name)).toEqual(['place order', 'list products']);
      expect(spans[0]).toMatchObject({
        service: 'commerce',
        attributes: { 'db.query.text': 'SELECT * FROM sessions WHERE id = ?' },
      });
      expect(spans[0]!.traceId).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses an exporter it does not know, naming the setting', () => {
    expect(() => startTelemetry({ serviceName: 'gateway', env: { OTEL_TRACES_EXPORTER: 'jaeger' } })).toThrow(
      /OTEL_TRACES_EXPORTER/,
    );
  });
});
