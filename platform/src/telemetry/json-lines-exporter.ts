/**
 * `OTEL_TRACES_EXPORTER=file`: finished spans appended to a file, one JSON object per line, for a
 * machine without a collector or Jaeger (neither has a Debian or npm package; ops/README.md "See
 * it locally"). `jq` reads it: `jq -c 'select(.traceId == "…")' var/traces.jsonl`.
 *
 * Hand-written because the JavaScript SDK has no file exporter (the collector's file exporter is a
 * Go component); the line has the fields of the SDK's ConsoleSpanExporter, plus the service name,
 * so console and file read alike. The spans reach it after redaction (RedactingSpanProcessor).
 * Each batch is one append (O_APPEND), so the three services may share one file.
 *
 * Bounded: once the file holds `maxBytes` (OTEL_TRACES_FILE_MAX_BYTES, 64 MB), the next batch
 * first renames it to `<file>.1` (the one before that goes), so a shop left running with file
 * export keeps two files at most. Three services sharing a file may each rename at the same
 * moment: the older file then loses a few batches, never the newest spans.
 */
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { ExportResultCode, hrTimeToMicroseconds, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

export class JsonLinesSpanExporter implements SpanExporter {
  private pending = Promise.resolve();
  private folderReady?: Promise<unknown>;

  constructor(
    readonly file: string,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const lines = spans.map((span) => JSON.stringify(spanLine(span))).join('\n') + '\n';
    this.folderReady ??= mkdir(path.dirname(this.file), { recursive: true });
    this.pending = this.pending
      .then(() => this.folderReady)
      .then(() => this.rotateWhenFull())
      .then(() => appendFile(this.file, lines, { mode: 0o600 }))
      .then(
        () => done({ code: ExportResultCode.SUCCESS }),
        (error: unknown) => done({ code: ExportResultCode.FAILED, error: error as Error }),
      );
  }

  /** The full file becomes `<file>.1`; another process may have renamed it first (then nothing to do). */
  private async rotateWhenFull(): Promise<void> {
    const size = await stat(this.file).then(
      (found) => found.size,
      () => 0,
    );
    if (size >= this.maxBytes) await rename(this.file, `${this.file}.1`).catch(() => undefined);
  }

  async forceFlush(): Promise<void> {
    await this.pending;
  }

  async shutdown(): Promise<void> {
    await this.pending;
  }
}

/** One span as a line: what an operator filters on first (trace, service, name, duration). */
export function spanLine(span: ReadableSpan) {
  return {
    traceId: span.spanContext().traceId,
    id: span.spanContext().spanId,
    parentId: span.parentSpanContext?.spanId,
    service: span.resource.attributes['service.name'],
    name: span.name,
    kind: span.kind,
    timestamp: hrTimeToMicroseconds(span.startTime),
    duration: hrTimeToMicroseconds(span.duration),
    status: span.status,
    attributes: span.attributes,
    events: span.events.map((event) => ({
      name: event.name,
      time: hrTimeToMicroseconds(event.time),
      attributes: event.attributes,
    })),
    scope: span.instrumentationScope.name,
  };
}
