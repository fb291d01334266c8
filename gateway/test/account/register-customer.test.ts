import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const register = `mutation($e: String!, $u: String!, $p: String!) {
  registerCustomer(input: { email: $e, username: $u, password: $p }) {
    viewer { databaseId email } customer { email }
  }
}`;
const signIn = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } }
}`;
const viewer = 'query { viewer { email } }';

type Registered = {
  registerCustomer: { viewer: { email: string } | null; customer: { email: string } | null };
};

/** The mails the embedded back end wrote to `to`, newest last. */
async function mailsTo(stack: Stack, to: string): Promise<{ subject: string; text: string }[]> {
  const list = (await (
    await fetch(`${stack.commerceUrl}/dev/mailbox?to=${encodeURIComponent(to)}`)
  ).json()) as { id: string; date: string }[];
  const sorted = [...list].sort((a, b) => a.date.localeCompare(b.date));
  return Promise.all(
    sorted.map(
      async ({ id }) => (await (await fetch(`${stack.commerceUrl}/dev/mailbox/${id}`)).json()) as never,
    ),
  );
}

const resetKeyIn = (text: string) => {
  const link = new URL(text.match(/https?:\/\/\S+\/my-account\/lost-password\?\S+/)![0]);
  return { key: link.searchParams.get('key')!, login: link.searchParams.get('login')! };
};

describe('registration through the gateway’s registerCustomer', () => {
  let stack: Stack;
  const stamp = Date.now();
  const ana = { e: `ana${stamp}@example.com`, u: `ana${stamp}`, p: 'Ana-first-pass-2026' };

  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(() => stack?.close(), 60_000);

  it('creates the account and signs it in: the answer shows it, the next read is hers', async () => {
    const browser = new Browser(stack.gateway);
    const { data, errors } = await browser.graphql<Registered>(register, ana);
    expect(errors).toBeUndefined();
    expect(data.registerCustomer.viewer?.email).toBe(ana.e);
    expect(data.registerCustomer.customer?.email).toBe(ana.e);
    expect(browser.cookies.size).toBe(1);
    expect((await browser.graphql<{ viewer: { email: string } }>(viewer)).data.viewer.email).toBe(ana.e);
  });

  it('answers an address already registered like a registration that did not sign in, and mails its owner', async () => {
    const before = (await mailsTo(stack, ana.e)).length;
    const stranger = new Browser(stack.gateway);
    const taken = await stranger.graphql<Registered>(register, {
      ...ana,
      u: `other${stamp}`,
      p: 'Other-pass-2026',
    });
    expect(taken.errors).toBeUndefined();
    expect(taken.data.registerCustomer).toEqual({ viewer: null, customer: null });
    expect(stranger.cookies.size).toBe(0); // not signed in as anyone
    const mails = await mailsTo(stack, ana.e);
    expect(mails).toHaveLength(before + 1);
    // The owner's mail is a reset link for her own account; the stranger's password set nothing.
    expect(resetKeyIn(mails.at(-1)!.text).login).toBe(ana.u);
    const theirs = await stranger.graphql(signIn, { u: ana.e, p: 'Other-pass-2026' });
    expect(theirs.errors?.[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a short password alike for a new and a registered address', async () => {
    const browser = new Browser(stack.gateway);
    const codes = await Promise.all(
      [ana.e, `new${stamp}@example.com`].map(async (e) => {
        const { errors } = await browser.graphql<Registered>(register, {
          e,
          u: `short${stamp}${e.length}`,
          p: 'short',
        });
        return errors?.map((error) => error.extensions.code);
      }),
    );
    expect(codes).toEqual([['PASSWORD_TOO_SHORT'], ['PASSWORD_TOO_SHORT']]);
  });

  it('resets the password from the mailed link without signing in, then signs in with the new one', async () => {
    const browser = new Browser(stack.gateway);
    const asked = await browser.graphql<{ sendPasswordResetEmail: { success: boolean } }>(
      'mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }',
      { u: ana.e },
    );
    expect(asked.data.sendPasswordResetEmail.success).toBe(true);
    const unknown = await browser.graphql<{ sendPasswordResetEmail: { success: boolean } }>(
      'mutation { sendPasswordResetEmail(input: { username: "nobody@example.com" }) { success } }',
    );
    expect(unknown.data).toEqual(asked.data); // the same answer for an address no one has
    const { key, login } = resetKeyIn((await mailsTo(stack, ana.e)).at(-1)!.text);
    const reset = await browser.graphql<{ resetUserPassword: { user: { databaseId: number; id: string } } }>(
      'mutation($k: String!, $l: String!) { resetUserPassword(input: { key: $k, login: $l, password: "Ana-second-2026" }) { user { databaseId id } } }',
      { k: key, l: login },
    );
    expect(reset.errors).toBeUndefined();
    expect(reset.data.resetUserPassword.user.databaseId).toBeGreaterThan(0);
    expect(reset.data.resetUserPassword.user.id).toBeTruthy();
    expect((await browser.graphql<{ viewer: null }>(viewer)).data.viewer).toBeNull();
    const old = await browser.graphql(signIn, { u: ana.u, p: ana.p });
    expect(old.errors?.[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
    const fresh = await browser.graphql<{ login: { user: { email: string } } }>(signIn, {
      u: ana.u,
      p: 'Ana-second-2026',
    });
    expect(fresh.data.login.user.email).toBe(ana.e);
  });
});
