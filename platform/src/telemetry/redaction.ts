import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { sanitizeSql } from './sql-text.ts';

/**
 * No personal data or token in span attributes (the rule of every service): whatever an instrumentation
 * records, this processor runs before export and
 *  - drops attributes whose key names a secret or personal field (password, token, cookie,
 *    authorization, email, address, phone, name of a person ...);
 *  - strips query strings from URLs (search terms, reset keys, signed image URLs);
 *  - replaces the literals of recorded SQL (`db.query.text`, `db.statement`) by `?`: the embedded
 *    stores write session ids, cookie hashes and sealed tokens into the statement text;
 *  - looks at every string VALUE too, whatever its key: a sealed token (`sealed:v1:`), a JWT, a
 *    bearer credential or an email address is replaced by `[redacted]` (an instrumentation may
 *    put one under a name no list foresees, such as an exception message).
 * It mutates the finished span's attribute map before handing it to the exporting processor.
 */
const sensitiveKey =
  /pass(word)?|secret|token|authorization|cookie|session|e-?mail|address|phone|first_?name|last_?name|billing|shipping|credential|^enduser\.|^http\.client_ip$|^user\./i;
// Addresses of servers and peers are infrastructure, not people: kept.
const infrastructureKey = /^(server|network|net|host|db)\./;
const urlKey = /(^|\.)(url|target|path|full)$/;
const sqlKey = /^db\.(statement|query\.text)$/;
// Values that are secret or personal wherever they appear (token-sealing.ts writes `sealed:v1:`).
const sensitiveValue =
  /sealed:v\d+:[A-Za-z0-9._~+/=-]+|\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*|\bBearer\s+\S+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** `value` with every secret- or personal-looking part replaced by `[redacted]`. */
export function redactValue(value: string): string {
  return value.replace(sensitiveValue, '[redacted]');
}

export function redactAttributes(attributes: Record<string, unknown>): void {
  for (const key of Object.keys(attributes)) {
    const value = attributes[key];
    if (sensitiveKey.test(key) && !infrastructureKey.test(key)) {
      delete attributes[key];
    } else if (key === 'url.query') {
      delete attributes[key];
    } else if (sqlKey.test(key) && typeof value === 'string') {
      attributes[key] = sanitizeSql(value);
    } else if (urlKey.test(key) && typeof value === 'string' && value.includes('?')) {
      attributes[key] = redactValue(value.slice(0, value.indexOf('?')));
    } else if (typeof value === 'string') {
      attributes[key] = redactValue(value);
    } else if (Array.isArray(value)) {
      attributes[key] = value.map((item: unknown) => (typeof item === 'string' ? redactValue(item) : item));
    }
  }
}

export class RedactingSpanProcessor implements SpanProcessor {
  constructor(private readonly inner: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.inner.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    redactAttributes(span.attributes as Record<string, unknown>);
    for (const event of span.events)
      if (event.attributes) redactAttributes(event.attributes as Record<string, unknown>);
    this.inner.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }
}
