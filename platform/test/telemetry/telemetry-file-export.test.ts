/**
 * OTEL_TRACES_EXPORTER=file: spans as JSON lines for a machine without a collector (ops/README.md
 * "See it locally"). Its own file: an SDK registers the global tracer provider once per process.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { JsonLinesSpanExporter } from '../../src/telemetry/json-lines-exporter.ts';
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

  it('keeps two files at most: a full file is rotated to <file>.1 before the next spans', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'nails-traces-'));
    const file = path.join(folder, 'traces.jsonl');
    try {
      const exporter = new JsonLinesSpanExporter(file, 2048);
      const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
      const tracer = provider.getTracer('test');
      for (let request = 0; request < 12; request += 1) {
        tracer.startSpan(`request ${request}`).end();
        await exporter.forceFlush();
      }
      await provider.shutdown();
      const names = (name: string) =>
        readFileSync(name, 'utf8')
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { name: string }).name);
      // The newest spans are in the file, the ones just before them in <file>.1, in order.
      const current = names(file);
      expect(current.at(-1)).toBe('request 11');
      expect(names(`${file}.1`).at(-1)).toBe(`request ${11 - current.length}`);
      expect(statSync(`${file}.1`).size).toBeGreaterThanOrEqual(2048);
      // Nothing grows past its bound by more than one batch.
      expect(statSync(file).size).toBeLessThan(2048 + 1024);
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
