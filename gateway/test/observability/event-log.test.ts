/**
 * Business and event-store metrics read from the event log itself: events appended to the
 * (embedded) store show up at /metrics as appends per stream type and as funnel steps, and the
 * newsletter outbox backlog is what the store holds pending when Prometheus scrapes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SQL } from '@event-driven-io/dumbo';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { retryOnConflict } from '../../src/events/log.ts';
import { funnelStepOf, streamTypeOf } from '../../src/observability/event-log.ts';
import { createGatewayMetrics } from '../../src/observability/metrics.ts';
import { observability } from '../../src/observability/plugin.ts';

const sampleOf = (text: string, series: string): number => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
};

describe('metrics from the event log', () => {
  let dataDir: string;
  let store: EventStore;
  let app: FastifyInstance;
  const gatewayMetrics = createGatewayMetrics();
  const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
  /** The tail delivers appended events asynchronously: scrape until the series reaches `value`. */
  const eventually = async (series: string, value: number) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (sampleOf(await scrape(), series) >= value) return sampleOf(await scrape(), series);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return sampleOf(await scrape(), series);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nails-event-metrics-'));
    store = await openEventStore({ dataDir });
    app = Fastify();
    await app.register(observability, { metrics: gatewayMetrics, events: store });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts appends per stream type and the funnel steps, each event once', async () => {
    await store.log.append('session-load1', [
      { type: 'CartCommandApplied', data: { command: { type: 'add', productId: 7, quantity: 1 } } },
      { type: 'CartCommandApplied', data: { command: { type: 'quantity', key: 'k', quantity: 2 } } },
      { type: 'CartCommandApplied', data: { command: { type: 'add', productId: 8, quantity: 1 } } },
    ]);
    await store.log.append('checkout-key1', [
      {
        type: 'CheckoutRequested',
        data: { key: 'key1', sessionId: 'load1', requestedAt: new Date().toISOString() },
      },
    ]);
    await store.log.append(
      'order-41',
      [
        {
          type: 'OrderPlaced',
          data: { orderId: 41, placedAt: new Date().toISOString(), source: 'checkout' },
        },
      ],
      0n,
    );

    expect(await eventually('gateway_event_appends_total{stream_type="order",outcome="ok"}', 1)).toBe(1);
    const text = await scrape();
    expect(sampleOf(text, 'gateway_event_appends_total{stream_type="session",outcome="ok"}')).toBe(3);
    expect(sampleOf(text, 'gateway_event_appends_total{stream_type="checkout",outcome="ok"}')).toBe(1);
    expect(sampleOf(text, 'gateway_shop_funnel_total{step="add_to_cart"}')).toBe(2);
    expect(sampleOf(text, 'gateway_shop_funnel_total{step="checkout_started"}')).toBe(1);
    expect(sampleOf(text, 'gateway_shop_funnel_total{step="order_placed"}')).toBe(1);
  });

  it("reports each projection's lag behind the log: the metrics tail caught up, a processor's checkpoint behind", async () => {
    await store.log.append('session-lag1', [
      { type: 'CartCommandApplied', data: { command: { type: 'add', productId: 9, quantity: 1 } } },
    ]);
    const head = Number(
      (
        await store.log.sql.execute.query<{ position: string }>(
          SQL`SELECT max(global_position)::text AS position FROM emt_messages`,
        )
      ).rows[0]!.position,
    );
    // An asynchronous processor (Emmett keeps its checkpoint in emt_processors) two events behind.
    await store.log.sql.execute.command(
      SQL`INSERT INTO emt_processors (last_processed_transaction_id, processor_id, last_processed_checkpoint)
          VALUES ('0'::xid8, 'test_digest', ${String(head - 2).padStart(19, '0')})`,
    );
    const lag = (projection: string) => `gateway_event_projection_lag_events{projection="${projection}"}`;
    for (let attempt = 0; attempt < 100 && sampleOf(await scrape(), lag('metrics_tail')) !== 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const text = await scrape();
    expect(text).toContain(`${lag('metrics_tail')} 0`);
    expect(sampleOf(text, lag('test_digest'))).toBe(2);
  });

  it('ignores funnel steps reported by code once the log feeds the funnel, so none counts twice', async () => {
    const before = sampleOf(await scrape(), 'gateway_shop_funnel_total{step="order_placed"}');
    gatewayMetrics.recordFunnel('order_placed');
    expect(sampleOf(await scrape(), 'gateway_shop_funnel_total{step="order_placed"}')).toBe(before);
  });

  it('reports the newsletter sign-ups waiting for delivery as the outbox backlog', async () => {
    const before = sampleOf(await scrape(), 'gateway_outbox_backlog{consumer="newsletter"}');
    await store.newsletter.subscribe({ email: 'backlog-one@example.com' });
    await store.newsletter.subscribe({ email: 'backlog-two@example.com' });
    expect(sampleOf(await scrape(), 'gateway_outbox_backlog{consumer="newsletter"}')).toBe(before + 2);
  });

  it('counts an append that met a newer version (and was tried again) as a conflict of its stream type', async () => {
    const series = 'gateway_event_appends_total{stream_type="race",outcome="conflict"}';
    await store.log.append('race-1', [{ type: 'Noted', data: { n: 0 } }], 0n);
    let tries = 0;
    // Two writers that both read version 0: the later one loses twice, then appends at version 1.
    await retryOnConflict(store.log, 'race-1', async () => {
      tries += 1;
      return store.log.append('race-1', [{ type: 'Noted', data: { n: tries } }], tries < 3 ? 0n : 1n);
    });
    expect(sampleOf(await scrape(), series)).toBe(2);
  });

  it('maps events to funnel steps and stream names to stream types', () => {
    expect(
      funnelStepOf({ type: 'CartCommandApplied', data: { command: { type: 'remove', keys: [] } } }),
    ).toBeUndefined();
    expect(funnelStepOf({ type: 'CheckoutSucceeded', data: {} })).toBeUndefined();
    expect(streamTypeOf('wishlist-guest:abc')).toBe('wishlist');
  });
});
