import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';
import { startStack, type Stack } from '../support/stack.ts';

interface Answer {
  data: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions: { code: string; retryAfter?: number } }[];
}

/** The code each alias (a0, a1, …) answered, or 'ok' when it answered without an error. */
function outcomes(response: LightMyRequestResponse, count: number): string[] {
  const body = response.json() as Answer;
  return Array.from({ length: count }, (_, i) => {
    const error = body.errors?.find((e) => e.path?.[0] === `a${i}`);
    return error ? error.extensions.code : 'ok';
  });
}

const aliased = (count: number, field: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join('\n');

const login = (username: string, password = 'guess') =>
  `login(input: { provider: PASSWORD, credentials: { username: "${username}", password: "${password}" } }) { clientMutationId }`;

// Each request its own address: a shared one would carry one test's per-IP count into the next.
let lastAddress = 0;
const ip = () => `203.0.113.${(lastAddress += 1)}`;

describe('rate limits count the fields that run, however the document names them', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it('30 aliased logins inside `... on Mutation` meet RATE_LIMITED by the 6th, with a retry time', async () => {
    const query = `mutation { ... on Mutation { ${aliased(30, () => login('victim@example.com'))} } }`;
    const response = await postGraphQL(app, { query }, { 'x-forwarded-for': ip() });
    const codes = outcomes(response, 30);
    expect(codes.slice(0, 5)).not.toContain('RATE_LIMITED');
    expect(codes.slice(5)).toEqual(Array(25).fill('RATE_LIMITED'));
    const refused = (response.json() as Answer).errors!.find((e) => e.extensions.code === 'RATE_LIMITED')!;
    expect(refused.extensions.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.extensions.retryAfter).toBeLessThanOrEqual(60);
    expect(Number(response.headers['retry-after'])).toBe(refused.extensions.retryAfter);
  });

  it('30 aliased logins inside a named fragment meet RATE_LIMITED by the 6th', async () => {
    const query = `mutation { ...Guesses } fragment Guesses on Mutation { ${aliased(30, () => login('fragment-victim'))} }`;
    const codes = outcomes(await postGraphQL(app, { query }, { 'x-forwarded-for': ip() }), 30);
    expect(codes.slice(0, 5)).not.toContain('RATE_LIMITED');
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  it('a "locked" account stays locked for a login through a fragment, and for its email in any case', async () => {
    const address = ip();
    const plain = `mutation { ${aliased(5, () => login('Locked@Example.com'))} }`;
    await postGraphQL(app, { query: plain }, { 'x-forwarded-for': address });
    const viaFragment =
      'mutation { ...F } fragment F on Mutation { a0: ' + login('  locked@example.COM ') + ' }';
    const response = await postGraphQL(app, { query: viaFragment }, { 'x-forwarded-for': ip() });
    expect(outcomes(response, 1)).toEqual(['RATE_LIMITED']);
  });

  it('password reset mails through fragments meet the limit of 3 per account', async () => {
    const reset = () => 'sendPasswordResetEmail(input: { username: "reset-victim" }) { success }';
    const query = `mutation { ...R } fragment R on Mutation { ... on Mutation { ${aliased(10, reset)} } }`;
    const codes = outcomes(await postGraphQL(app, { query }, { 'x-forwarded-for': ip() }), 10);
    expect(codes.slice(0, 3)).not.toContain('RATE_LIMITED');
    expect(codes.slice(3)).toEqual(Array(7).fill('RATE_LIMITED'));
  });
});

describe('newsletter sign-ups (event store wired in)', () => {
  let app: FastifyInstance;
  let events: EventStore;
  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-edge-events-')),
      outbox: { enabled: false },
    });
    app = await offlineGateway({}, {}, { events });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await events?.close();
  });

  it('newsletter sign-ups through fragments meet the limits per email and per IP', async () => {
    const same = () => 'subscribeToNewsletter(email: "news-victim@example.com") { code }';
    const sameCodes = outcomes(
      await postGraphQL(
        app,
        { query: `mutation { ...N } fragment N on Mutation { ${aliased(10, same)} }` },
        { 'x-forwarded-for': ip() },
      ),
      10,
    );
    // The payload is non-null: the first refusal ends the (serial) mutation, so nothing after it runs.
    expect(sameCodes.slice(0, 4)).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
    const many = (i: number) => `subscribeToNewsletter(email: "reader${i}@example.com") { code }`;
    const address = ip();
    const manyCodes = outcomes(
      await postGraphQL(
        app,
        { query: `mutation { ... on Mutation { ${aliased(10, many)} } }` },
        { 'x-forwarded-for': address },
      ),
      10,
    );
    expect(manyCodes.slice(0, 6)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
    const next = await postGraphQL(
      app,
      { query: `mutation { ...N } fragment N on Mutation { ${aliased(1, (i) => many(i + 100))} }` },
      { 'x-forwarded-for': address },
    );
    expect(outcomes(next, 1)).toEqual(['RATE_LIMITED']);
    expect(next.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('one account key per customer (username and email alike)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => stack.close());

  it('guesses against the email lock the username once the customer has signed in', async () => {
    const signIn = await postGraphQL(stack.gateway, {
      query: `mutation { a0: ${login('demo', 'demo-nails-2026')} }`,
    });
    expect(outcomes(signIn, 1)).toEqual(['ok']);
    const guesses = await postGraphQL(stack.gateway, {
      query: `mutation { ... on Mutation { ${aliased(5, () => login(' DEMO@example.com '))} } }`,
    });
    expect(outcomes(guesses, 5)).not.toContain('RATE_LIMITED');
    const right = await postGraphQL(stack.gateway, {
      query: `mutation { a0: ${login('demo', 'demo-nails-2026')} }`,
    });
    expect(outcomes(right, 1)).toEqual(['RATE_LIMITED']);
  });

  it('does not count sign-ins that worked', async () => {
    const registered = await postGraphQL(stack.gateway, {
      query:
        'mutation { registerCustomer(input: { username: "often", email: "often@example.com", password: "often-pass-2026" }) { customer { email } } }',
    });
    expect((registered.json() as Answer).errors).toBeUndefined();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const name = attempt % 2 === 0 ? 'often' : 'Often@Example.com';
      const response = await postGraphQL(stack.gateway, {
        query: `mutation { a0: ${login(name, 'often-pass-2026')} }`,
      });
      expect(outcomes(response, 1)).toEqual(['ok']);
    }
  });

  it('sends at most 3 reset mails a minute for one account however the request is written', async () => {
    const reset = () => 'sendPasswordResetEmail(input: { username: "demo@example.com" }) { success }';
    for (let request = 0; request < 3; request += 1)
      await postGraphQL(stack.gateway, {
        query: `mutation { ...R } fragment R on Mutation { ${aliased(10, reset)} }`,
      });
    const mails = (await (
      await fetch(`${stack.commerceUrl}/dev/mailbox?to=${encodeURIComponent('demo@example.com')}`)
    ).json()) as unknown[];
    expect(mails.length).toBe(3);
  });
});
