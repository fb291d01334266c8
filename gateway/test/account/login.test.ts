import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const demo = { username: 'demo', password: 'demo-nails-2026' };

const signIn = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) {
    authTokenExpiration user { databaseId email } customer { email }
  }
}`;
const viewer = 'query { viewer { databaseId email } }';
const logout = 'mutation { logout(input: {}) { success } }';

type SignedIn = {
  login: {
    authTokenExpiration: string;
    user: { databaseId: number; email: string };
    customer: { email: string };
  };
};

describe('signing in and out through the gateway’s login and logout', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(() => stack?.close(), 60_000);

  it('signs in: the account in the answer, a new session cookie, no token in the body', async () => {
    const browser = new Browser(stack.gateway);
    const { data, errors, response } = await browser.graphql<SignedIn>(signIn, {
      u: demo.username,
      p: demo.password,
    });
    expect(errors).toBeUndefined();
    expect(data.login.user.email).toBe('demo@example.com');
    expect(data.login.customer.email).toBe('demo@example.com');
    expect(Number(data.login.authTokenExpiration)).toBeGreaterThan(0);
    expect(browser.cookies.size).toBe(1);
    expect(response.body).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT reaches the browser
    const me = await browser.graphql<{ viewer: { email: string } }>(viewer);
    expect(me.data.viewer.email).toBe('demo@example.com');
  });

  it('answers a wrong password and an unknown name or address with one code and one message', async () => {
    const browser = new Browser(stack.gateway);
    const answers = await Promise.all(
      [
        { u: demo.username, p: 'not-her-password' },
        { u: 'nobody-by-that-name', p: 'not-her-password' },
        { u: 'nobody@example.com', p: 'not-her-password' },
      ].map((variables) => browser.graphql<SignedIn>(signIn, variables)),
    );
    const refusals = answers.map(({ data, errors }) => ({ login: data.login, errors }));
    expect(refusals[0]).toEqual({
      login: null,
      errors: [
        expect.objectContaining({
          message: 'The username or password is incorrect. Please try again.',
          extensions: { code: 'INVALID_CREDENTIALS' },
        }),
      ],
    });
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
    expect(browser.cookies.size).toBe(0); // a refused sign-in starts no session
  });

  it('signs out: the session ends, its cookie is cleared and the next read is a guest’s', async () => {
    const browser = new Browser(stack.gateway);
    await browser.graphql<SignedIn>(signIn, { u: demo.username, p: demo.password });
    const cookie = browser.cookieHeader();
    const out = await browser.graphql<{ logout: { success: boolean } }>(logout);
    expect(out.errors).toBeUndefined();
    expect(out.data.logout.success).toBe(true);
    expect(out.response.cookies).toEqual([expect.objectContaining({ value: '' })]);
    const replayed = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query: viewer },
    });
    expect(replayed.json()).toMatchObject({ data: { viewer: null } });
  });

  it('runs two sign-ins of one session one after the other, and the session ends signed in', async () => {
    const browser = new Browser(stack.gateway);
    await browser.graphql<SignedIn>(signIn, { u: demo.username, p: demo.password });
    const lock = stack.gateway.upstreams.shopperLock;
    const run = lock.run.bind(lock);
    const spans: { start: number; end: number }[] = [];
    lock.run = (sessionId, work) =>
      run(sessionId, async () => {
        const span = { start: performance.now(), end: Infinity };
        spans.push(span);
        try {
          return await work();
        } finally {
          span.end = performance.now();
        }
      });
    try {
      const both = await Promise.all([
        browser.graphql<SignedIn>(signIn, { u: demo.username, p: demo.password }),
        browser.graphql<SignedIn>(signIn, { u: 'demo@example.com', p: demo.password }),
      ]);
      expect(both.map(({ errors }) => errors)).toEqual([undefined, undefined]);
      expect(both.map(({ data }) => data.login.user.email)).toEqual(['demo@example.com', 'demo@example.com']);
    } finally {
      lock.run = run;
    }
    expect(spans).toHaveLength(2);
    expect(spans[1]!.start).toBeGreaterThanOrEqual(spans[0]!.end);
    const me = await browser.graphql<{ viewer: { email: string } }>(viewer);
    expect(me.data.viewer.email).toBe('demo@example.com');
  });
});
