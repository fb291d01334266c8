/**
 * One shopper action is one trace. A shopper (an instrumented client, as a traced
 * browser would be) browses, adds to cart and checks out through the gateway, with the embedded
 * commerce and content services, Redis as the catalogue cache and the event-sourced session
 * store, all in this process with the real instrumentations and an in-memory span exporter.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SpanKind,
  startInMemoryTelemetry,
  trace,
  traceMixin,
  type InMemoryTelemetry,
  type ReadableSpan,
} from '@nails/platform/telemetry';
import { checkoutJourney, type JourneyResult } from '../support/checkout-journey.ts';

// The SDK starts before anything it instruments is imported (ioredis included, which the
// service finder uses), as the --import preload does for the services.
const telemetry: InMemoryTelemetry = await startInMemoryTelemetry('trace-test');
// Vitest imports external CommonJS packages by file URL, which the ESM hook cannot match by
// name; requiring ioredis once lets require-in-the-middle patch the shared module instead.
createRequire(import.meta.url)('ioredis');
const { findRedis, redisKeyPrefix, requireService } = await import('../../../tests/support/services.ts');
const redis = await requireService(findRedis);

describe.skipIf(!redis.url)('a checkout through the gateway is one trace', () => {
  let varDir: string;
  const closers: (() => Promise<unknown>)[] = [];
  const logLines: Record<string, unknown>[] = [];
  let commerceUrl = '';
  let contentUrl = '';
  let journey: JourneyResult;
  let customerJourney: JourneyResult;
  let metricsUrl = '';
  let spans: ReadableSpan[];

  beforeAll(async () => {
    varDir = mkdtempSync(path.join(tmpdir(), 'nails-trace-'));
    const webhooks: Server = createServer((_request, response) => response.writeHead(200).end());
    await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => webhooks.close(resolve)));
    const env = {
      VAR_DIR: varDir,
      LOG_LEVEL: 'warn',
      COMMERCE_WEBHOOK_URLS: `http://127.0.0.1:${(webhooks.address() as { port: number }).port}/webhooks/commerce`,
    };

    const { startContent } = await import('@nails/content');
    const { startCommerce } = await import('@nails/commerce');
    const content = await startContent({ host: '127.0.0.1', port: 0, env });
    closers.push(() => content.close());
    const commerce = await startCommerce({ host: '127.0.0.1', port: 0, env });
    closers.push(() => commerce.close());
    commerceUrl = commerce.url;
    contentUrl = content.url;

    const { buildApp } = await import('../../src/app.ts');
    const gatewayMetrics = (await import('../../src/observability/metrics.ts')).createGatewayMetrics();
    const { loadGatewayConfig } = await import('../../src/config.ts');
    const { openEventStore } = await import('../../src/state/open-event-store.ts');
    const events = await openEventStore({ dataDir: varDir });
    closers.push(() => events.close());
    const config = loadGatewayConfig({
      ...env,
      COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
      CONTENT_API_URL: content.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redisKeyPrefix('trace'),
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp(
      config,
      { loggerInstance: pino({ mixin: traceMixin }, sink) },
      { events, metrics: gatewayMetrics },
    );
    const gatewayUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    metricsUrl = `${gatewayUrl}/metrics`;
    closers.unshift(() => app.close());

    // One root span per shopper action, as a traced browser would open; a failed journey names
    // the gateway's logged errors, which the sink would otherwise keep to itself.
    const traced = (name: string, run: () => Promise<JourneyResult>) =>
      trace.getTracer('shopper').startActiveSpan(name, async (root) => {
        try {
          return await run();
        } catch (error) {
          const logged = logLines
            .filter((line) => Number(line.level) >= 50)
            .map((line) => JSON.stringify(line.err ?? line.msg));
          throw new Error(`${(error as Error).message}\ngateway errors: ${logged.join('\n')}`, {
            cause: error,
          });
        } finally {
          root.end();
        }
      });
    journey = await traced('shopper checks out', () => checkoutJourney(gatewayUrl));
    customerJourney = await traced('customer signs in and checks out', () =>
      checkoutJourney(gatewayUrl, {
        signIn: { username: 'demo', password: 'demo-nails-2026' },
        billingEmail: 'demo@example.com',
      }),
    );
    await telemetry.exporter.forceFlush();
    spans = telemetry.spans().filter((span) => span.spanContext().traceId === journey.traceId);
  }, 300_000);

  afterAll(async () => {
    for (const close of closers) await close();
    await telemetry?.shutdown();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('places the order', () => {
    expect(journey.orderId).toBeGreaterThan(0);
  });

  it('holds the GraphQL operation span of the checkout', () => {
    expect(spans.map((span) => span.name)).toContain('mutation LoadCheckout');
  });

  it("names each request's server span by its operation, and each upstream call by its service", () => {
    const names = spans.map((span) => span.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /graphql LoadCatalogue',
        'POST /graphql LoadAddToCart',
        'POST /graphql LoadCheckout',
      ]),
    );
    const toCommerce = spans.filter((span) =>
      String(span.attributes['url.full'] ?? '').startsWith(commerceUrl),
    );
    expect(toCommerce.length).toBeGreaterThan(0);
    for (const call of toCommerce) {
      expect(call.name).toBe('POST commerce');
      expect(call.attributes['peer.service']).toBe('commerce');
    }
  });

  it('says on the spans what the caches answered', () => {
    const all = telemetry.spans();
    // The catalogue cache's lookups, on the span they ran in; the listing read twice (once per
    // journey) is the response cache's hit the second time, on the request's span.
    expect(
      all.some((span) => /^(hit|miss|stale)$/.test(String(span.attributes['nails.cache.catalogue']))),
    ).toBe(true);
    expect(
      all
        .filter((span) => span.name === 'POST /graphql LoadCatalogue')
        .map((span) => span.attributes['nails.cache.result']),
    ).toContain('hit');
  });

  it('holds a span per upstream call, each continued inside the upstream', () => {
    const calls = spans.filter(
      (span) => span.kind === SpanKind.CLIENT && /^https?:/.test(String(span.attributes['url.full'] ?? '')),
    );
    const toCommerce = calls.filter((span) => String(span.attributes['url.full']).startsWith(commerceUrl));
    expect(toCommerce.length).toBeGreaterThan(0);
    for (const call of [
      ...toCommerce,
      ...calls.filter((span) => String(span.attributes['url.full']).startsWith(contentUrl)),
    ]) {
      const continued = spans.find(
        (span) =>
          span.kind === SpanKind.SERVER && span.parentSpanContext?.spanId === call.spanContext().spanId,
      );
      expect(continued, `server span under ${call.attributes['url.full']}`).toBeDefined();
    }
  });

  it('holds Redis spans of the catalogue cache', () => {
    expect(spans.filter((span) => span.instrumentationScope.name.includes('ioredis')).length).toBeGreaterThan(
      0,
    );
  });

  it('holds the event append of the session store', () => {
    const appends = spans.filter((span) =>
      /emt_append_to_stream/.test(
        String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? ''),
      ),
    );
    expect(appends.length).toBeGreaterThan(0);
  });

  it('counts both journeys at /metrics of the real gateway, by operation, and each funnel step once per checkout', async () => {
    const text = await (await fetch(metricsUrl)).text();
    for (const operation of ['LoadCatalogue', 'LoadAddToCart', 'LoadCheckout']) {
      expect(text).toContain(
        `gateway_graphql_requests_total{operation="${operation}",operation_type="${operation === 'LoadCatalogue' ? 'query' : 'mutation'}",outcome="ok"} 2`,
      );
    }
    expect(text).toContain(
      'gateway_graphql_requests_total{operation="SignIn",operation_type="mutation",outcome="ok"} 1',
    );
    // The funnel is read from the event log, which the tail follows a moment behind.
    const funnel = async () => {
      const current = await (await fetch(metricsUrl)).text();
      return ['add_to_cart', 'checkout_started', 'order_placed'].map((step) =>
        Number(new RegExp(`gateway_shop_funnel_total\\{step="${step}"\\} (\\d+)`).exec(current)?.[1]),
      );
    };
    await expect.poll(funnel, { timeout: 10_000 }).toEqual([2, 2, 2]);
  });

  it("keeps the shopper's personal data out of every span", () => {
    const recorded = JSON.stringify(
      telemetry.spans().map((span) => [span.name, span.attributes, span.events]),
    );
    for (const personal of ['trace-test@example.com', 'Teststraße', '+49 30 1234567'])
      expect(recorded).not.toContain(personal);
  });

  it('keeps session ids, cookie secrets and hashes, tokens, emails and addresses out of every attribute value', () => {
    expect(customerJourney.orderId).toBeGreaterThan(0);
    // The cookie is `<session id>.<secret>.<signature>`; the log keeps sha256(secret) as the hash
    // (gateway/src/account/session-store.ts). A sign-in rotates it, so there are several.
    const secrets = new Set<string>();
    for (const value of [...journey.cookieValues, ...customerJourney.cookieValues]) {
      const [id = '', secret = ''] = value.split('.');
      if (id.length < 20 || secret.length < 20) continue;
      secrets.add(id).add(secret).add(createHash('sha256').update(secret).digest('base64url'));
    }
    expect(secrets.size).toBeGreaterThanOrEqual(6);
    const personal = ['trace-test@example.com', 'demo@example.com', 'Teststraße', '+49 30 1234567'];
    const leaks: string[] = [];
    const scan = (where: string, attributes: Record<string, unknown> | undefined) => {
      for (const [key, raw] of Object.entries(attributes ?? {})) {
        const value = Array.isArray(raw) ? raw.join(' ') : String(raw);
        if (/sealed:v\d+:/.test(value)) leaks.push(`${where} ${key}: a sealed token`);
        if (/\beyJ[\w-]{8,}\.[\w-]+\./.test(value)) leaks.push(`${where} ${key}: a JWT`);
        if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(value)) leaks.push(`${where} ${key}: an email address`);
        for (const secret of secrets)
          if (value.includes(secret)) leaks.push(`${where} ${key}: a session id, cookie secret or hash`);
        for (const data of personal) if (value.includes(data)) leaks.push(`${where} ${key}: ${data}`);
      }
    };
    const all = telemetry.spans();
    for (const span of all) {
      scan(span.name, span.attributes);
      for (const event of span.events) scan(`${span.name} (${event.name})`, event.attributes);
    }
    expect(leaks).toEqual([]);
    // The statements are still there, with their shape: an operator sees what ran, and where.
    const statements = all.map((span) =>
      String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? ''),
    );
    expect(statements.some((text) => /gateway_session_keys WHERE session_id = \?/.test(text))).toBe(true);
  });

  it("bounds an add to cart's spans: its own calls and statements, no connection checkouts", () => {
    const request = spans.find((span) => span.name === 'POST /graphql LoadAddToCart');
    expect(request).toBeDefined();
    const add = descendants(spans, request!);
    const names = add.map((span) => span.name);
    // A pool handing out a connection is not work an operator follows: it was a span per statement.
    expect(names.filter((name) => /^pg(-pool)?\.connect$/.test(name))).toEqual([]);
    // The gateway's own (commerce's spans under its call left out). The session's first add starts
    // her session too: three transactions, the reads, the shopper's lock, the rate limit, the call.
    // A statement or a lock step repeated per append would take it past the bound.
    const commerceCall = add.find((span) => span.name === 'POST commerce');
    expect(commerceCall).toBeDefined();
    const inCommerce = new Set(descendants(spans, commerceCall!).filter((span) => span !== commerceCall));
    const own = add.filter((span) => !inCommerce.has(span)).map((span) => span.name);
    expect(own.length, own.join(', ')).toBeLessThanOrEqual(40);
  });

  it("logs the request's lines with the same trace id", () => {
    const lines = logLines.filter((line) => line.trace_id === journey.traceId);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => typeof line.span_id === 'string')).toBe(true);
  });
});

/** A span and every span under it, however deep. */
function descendants(all: ReadableSpan[], root: ReadableSpan): ReadableSpan[] {
  const ids = new Set([root.spanContext().spanId]);
  // Spans end children first, so one pass may miss a grandchild: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const span of all)
      if (!ids.has(span.spanContext().spanId) && ids.has(span.parentSpanContext?.spanId ?? '')) {
        ids.add(span.spanContext().spanId);
        grew = true;
      }
  }
  return all.filter((span) => ids.has(span.spanContext().spanId));
}
