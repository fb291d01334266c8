import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
