import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { offlineGateway } from '../support/offline-gateway.ts';

const secret = 'webhook-secret-for-these-tests-0123456789';

describe('POST /webhooks/commerce bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway({ COMMERCE_WEBHOOK_SECRET: secret });
  });
  afterAll(async () => app?.close());

  const deliver = (body: string, topic = 'order.created') =>
    app.inject({
      method: 'POST',
      url: '/webhooks/commerce',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': topic,
        'x-wc-webhook-signature': createHmac('sha256', secret).update(body).digest('base64'),
      },
      payload: body,
    });

  it.each([
    ['null', 'null'],
    ['an array', '[{"id": 1}]'],
    ['a string', '"product"'],
    ['a number', '42'],
    ['true', 'true'],
    ['an id that is not a number', '{"id": "12; DROP TABLE"}'],
    ['line items that are not a list', '{"id": 12, "line_items": {"name": "x"}}'],
  ])('refuses a signed body that is %s with 400 BAD_REQUEST, not 500', async (_case, body) => {
    for (const topic of ['order.created', 'product.updated', 'coupon.updated']) {
      const response = await deliver(body, topic);
      expect(response.statusCode, topic).toBe(400);
      expect(response.json(), topic).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const response = await deliver('{"id": 1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('accepts a signed resource object, with nulls where WooCommerce leaves fields empty', async () => {
    const body = JSON.stringify({ id: 7, slug: null, parent_id: null, billing: null, extra: { a: 1 } });
    const response = await deliver(body, 'coupon.updated');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('still refuses an unsigned body with 401 before reading it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/commerce',
      headers: { 'content-type': 'application/json', 'x-wc-webhook-topic': 'order.created' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('POST /webhooks/commerce replays and forgeries', () => {
  let app: FastifyInstance;
  let events: EventStore;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-webhook-events-'));
  beforeAll(async () => {
    events = await openEventStore({ dataDir });
    app = await offlineGateway({ COMMERCE_WEBHOOK_SECRET: secret }, {}, { events });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await events?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64');
  const deliver = (body: string, topic: string, deliveryId: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/webhooks/commerce',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': topic,
        'x-wc-webhook-signature': sign(body),
        'x-wc-webhook-delivery-id': deliveryId,
      },
      payload: body,
    });
  const gmt = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 19);
  const order = (id: number, createdMsAgo = 0) =>
    JSON.stringify({
      id,
      order_key: `wc_order_${id}`,
      date_created_gmt: gmt(createdMsAgo),
      billing: { first_name: 'Ana', city: 'Porto' },
      line_items: [{ name: 'Gel polish' }],
    });
  const product = (id: number) => JSON.stringify({ id, type: 'simple', slug: `polish-${id}`, price: '9.90' });
  const purchases = async () => (await events.orders.purchaseFeed()).total;
  const catalogueVersion = () => app.upstreams.cache.currentSharedVersion;

  it('applies a delivery once: the same signed body again, under any delivery id, changes nothing', async () => {
    const body = product(41);
    const before = catalogueVersion();
    expect((await deliver(body, 'product.updated', 'delivery-1')).json()).toEqual({ ok: true });
    const applied = catalogueVersion();
    expect(applied).toBeGreaterThan(before);
    for (const id of ['delivery-1', 'delivery-2']) {
      const replay = await deliver(body, 'product.updated', id);
      expect(replay.statusCode).toBe(200); // acknowledged: WooCommerce disables a failing webhook
      expect(replay.json()).toEqual({ ok: true, ignored: 'duplicate' });
    }
    expect(catalogueVersion()).toBe(applied);

    const placed = order(5001);
    const feed = await purchases();
    expect((await deliver(placed, 'order.created')).json()).toEqual({ ok: true });
    expect(await purchases()).toBe(feed + 1);
    expect((await deliver(placed, 'order.created')).json()).toEqual({ ok: true, ignored: 'duplicate' });
    expect(await purchases()).toBe(feed + 1);
  });

  it('ignores an order whose signed date is older than the replay window', async () => {
    const feed = await purchases();
    const response = await deliver(order(5002, 6 * 60_000), 'order.created');
    expect(response.json()).toEqual({ ok: true, ignored: 'stale' });
    expect(await purchases()).toBe(feed);
  });

  it('refuses a topic header that does not name the signed resource, and changes nothing', async () => {
    const feed = await purchases();
    const version = catalogueVersion();
    const productAsOrder = await deliver(product(42), 'order.created');
    expect(productAsOrder.statusCode).toBe(409);
    expect(productAsOrder.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const orderAsProduct = await deliver(order(5003), 'product.updated');
    expect(orderAsProduct.statusCode).toBe(409);
    const bareAsOrder = await deliver(JSON.stringify({ id: 5004 }), 'order.created');
    expect(bareAsOrder.statusCode).toBe(409);
    expect(await purchases()).toBe(feed);
    expect(catalogueVersion()).toBe(version);
    // A deletion's body is only the id: it passes as what the header says.
    expect((await deliver(JSON.stringify({ id: 43 }), 'product.deleted')).json()).toEqual({ ok: true });
  });

  it('refuses an unsigned or oversized body before reading it', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    /** Sends the headers and 64 KB of the body, then waits: the answer must come without the rest. */
    const firstChunkOnly = (headers: Record<string, string | number>) =>
      new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const request = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: '/webhooks/commerce', headers },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => {
              request.destroy();
              resolve({ status: response.statusCode ?? 0, body, sent });
            });
          },
        );
        request.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 'a');
        request.write(chunk, () => (sent += chunk.length));
      });
    const heapBefore = process.memoryUsage().heapUsed;
    const unsigned = await Promise.all(
      Array.from({ length: 20 }, () =>
        firstChunkOnly({
          'content-type': 'application/json',
          'content-length': 900_000,
          'x-wc-webhook-topic': 'product.updated',
        }),
      ),
    );
    for (const answer of unsigned) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(answer.sent).toBeLessThanOrEqual(64 * 1024);
    }
    const huge = await firstChunkOnly({
      'content-type': 'application/json',
      'content-length': 5_000_000,
      'x-wc-webhook-topic': 'product.updated',
      'x-wc-webhook-signature': sign('anything'),
    });
    expect(huge.status).toBe(413);
    expect(huge.sent).toBeLessThanOrEqual(64 * 1024);
    // 20 bodies of 900 KB were never held: the heap grew by far less than their 18 MB.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(10_000_000);
  });
});
