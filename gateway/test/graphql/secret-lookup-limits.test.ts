import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

const codeOf = (body: string) =>
  (JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

/**
 * Lookups that test a secret are limited per IP: order tracking (a number with an email), a
 * mailed password reset key and gift card codes (balance check and apply), so none can be
 * guessed at speed.
 */
const cases: [string, string, (n: number) => Record<string, unknown>, number][] = [
  [
    'order tracking',
    'query($n: String!, $e: String!) { orderTracking(orderNumber: $n, billingEmail: $e) { orderNumber } }',
    (n) => ({ n: String(1000 + n), e: `guess${n}@example.com` }),
    10,
  ],
  [
    'gift card balance',
    'query($c: String!) { giftCardBalance(code: $c) { balance } }',
    (n) => ({ c: `AAAA-BBBB-CCCC-${String(n).padStart(4, '2')}` }),
    10,
  ],
  [
    'password reset key check',
    'query($k: String!, $l: String!) { passwordResetKeyStatus(key: $k, login: $l) }',
    (n) => ({ k: `guessed-key-${n}`, l: `guess${n}` }),
    10,
  ],
  [
    'apply gift card',
    'mutation($c: String!) { applyGiftCard(input: { code: $c }) { cart { total } } }',
    (n) => ({ c: `AAAA-BBBB-CCCC-${String(n).padStart(4, '2')}` }),
    10,
  ],
];

let lastAddress = 0;

describe('rate limits on secret lookups', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it.each(cases)(
    '%s is refused with RATE_LIMITED past its limit per IP',
    async (_name, query, variables, limit) => {
      // Each case its own address: a shared one would carry one case's per-IP count into the next.
      const ip = `203.0.113.${(lastAddress += 1)}`;
      const codes: (string | undefined)[] = [];
      for (let n = 0; n <= limit; n += 1)
        codes.push(
          codeOf(
            (await postGraphQL(app, { query, variables: variables(n) }, { 'x-forwarded-for': ip })).body,
          ),
        );
      expect(codes.slice(0, limit)).not.toContain('RATE_LIMITED');
      expect(codes[limit]).toBe('RATE_LIMITED');
      // Another IP is not held back by this one's tries.
      const other = await postGraphQL(
        app,
        { query, variables: variables(0) },
        { 'x-forwarded-for': '198.18.0.1' },
      );
      expect(codeOf(other.body)).not.toBe('RATE_LIMITED');
    },
  );
});
