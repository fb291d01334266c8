import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * No personal data or token in span attributes (the rule of every service): whatever an instrumentation
 * records, this processor runs before export and
 *  - drops attributes whose key names a secret or personal field (password, token, cookie,
 *    authorization, email, address, phone, name of a person ...);
 *  - strips query strings from URLs (search terms, reset keys, signed image URLs).
 * It mutates the finished span's attribute map before handing it to the exporting processor.
 */
const sensitiveKey =
  /pass(word)?|secret|token|authorization|cookie|session|e-?mail|address|phone|first_?name|last_?name|billing|shipping|credential|^enduser\.|^http\.client_ip$|^user\./i;
// Addresses of servers and peers are infrastructure, not people: kept.
const infrastructureKey = /^(server|network|net|host|db)\./;
const urlKey = /(^|\.)(url|target|path|full)$/;

export function redactAttributes(attributes: Record<string, unknown>): void {
  for (const key of Object.keys(attributes)) {
    const value = attributes[key];
    if (sensitiveKey.test(key) && !infrastructureKey.test(key)) {
      delete attributes[key];
    } else if (key === 'url.query') {
      delete attributes[key];
    } else if (urlKey.test(key) && typeof value === 'string' && value.includes('?')) {
      attributes[key] = value.slice(0, value.indexOf('?'));
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
