import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/plugins/app/shopper-session.ts';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

const codeOf = (body: string) =>
  (JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

/** One query per limited mutation, with the account it names (per IP and per account). */
const cases: [string, string, (n: number) => Record<string, unknown>, number][] = [
  [
    'register',
    'mutation($e: String!) { registerCustomer(input: { email: $e, password: "pw" }) { customer { id } } }',
    () => ({ e: 'same@example.com' }),
    3,
  ],
  [
    'password reset by key',
    'mutation($l: String!) { resetUserPassword(input: { key: "k", login: $l, password: "pw" }) { user { id } } }',
    () => ({ l: 'same' }),
    5,
  ],
  [
    'review',
    'mutation($e: String!) { writeReview(input: { commentOn: 1, rating: 5, content: "nice", authorEmail: $e }) { rating } }',
    () => ({ e: 'fan@example.com' }),
    5,
  ],
  [
    'contact message',
    'mutation($e: String!) { sendContactMessage(input: { name: "A", email: $e, message: "hi" }) { success } }',
    () => ({ e: 'me@example.com' }),
    3,
  ],
  [
    'newsletter',
    'mutation($e: String!) { subscribeToNewsletter(email: $e) { code } }',
    () => ({ e: 'news@example.com' }),
    3,
  ],
  [
    'idempotent checkout',
    'mutation($k: ID!) { placeOrder(idempotencyKey: $k, input: { paymentMethod: "cod", billing: {} }) { status } }',
    (n) => ({ k: `key-${n}-abcdef` }),
    10,
  ],
];

describe('rate limits on account and order mutations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it.each(cases)('%s is refused with RATE_LIMITED past its limit', async (_name, query, variables, limit) => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const codes: (string | undefined)[] = [];
    for (let n = 0; n <= limit; n += 1) {
      codes.push(
        codeOf((await postGraphQL(app, { query, variables: variables(n) }, { 'x-forwarded-for': ip })).body),
      );
    }
    expect(codes.slice(0, limit)).not.toContain('RATE_LIMITED');
    expect(codes[limit]).toBe('RATE_LIMITED');
  });

  it('counts reviews per session too: a new email for each try is still one shopper', async () => {
    const query =
      'mutation($e: String!) { writeReview(input: { commentOn: 1, rating: 5, content: "nice", authorEmail: $e }) { rating } }';
    // One shopper's session, as the storefront's cookie carries it.
    const session = await app.sessionStore.create();
    const cookie = `${sessionCookieName}=${app.signCookie(session.cookie!)}`;
    const codes: (string | undefined)[] = [];
    for (let n = 0; n <= 5; n += 1) {
      // Another IP and another email each time: only the session ties the tries together.
      const response = await postGraphQL(
        app,
        { query, variables: { e: `fan${n}.${Date.now()}@example.com` } },
        { 'x-forwarded-for': `203.0.113.${n + 1}`, cookie },
      );
      codes.push(codeOf(response.body));
    }
    expect(codes.slice(0, 5)).not.toContain('RATE_LIMITED');
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  it('counts each IP separately', async () => {
    const query = 'mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }';
    for (let n = 0; n < 5; n += 1)
      await postGraphQL(app, { query, variables: { u: `a${n}` } }, { 'x-forwarded-for': '192.0.2.1' });
    const other = await postGraphQL(
      app,
      { query, variables: { u: 'b' } },
      { 'x-forwarded-for': '192.0.2.2' },
    );
    expect(codeOf(other.body)).not.toBe('RATE_LIMITED');
  });
});
