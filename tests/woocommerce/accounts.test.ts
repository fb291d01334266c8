/**
 * The account's commands on a real WooCommerce (Headless Login) and on the embedded back end,
 * through the gateway as a browser calls it (gateway README "Security": accounts that exist are
 * not revealed): registration signs in on both, although WooCommerce hands out no tokens on it;
 * an address already registered is answered like a registration that did not sign in, and its
 * owner is mailed a reset link; a wrong password and an unknown name read alike; sign-out works
 * where the back end cannot revoke tokens; two sign-ins of one session sent at once both answer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backEnds, useBothBackEnds, type BackEnd } from './support/both-back-ends.ts';
import type { Storefront } from './support/targets.ts';
import { browserSession } from './support/browser-session.ts';

const shops = useBothBackEnds();
const { enabled, fronts } = shops;
const demo = { username: 'demo', password: 'demo-nails-2026' };

/** A browser on one storefront (support/browser-session.ts). */
function browser(front: Storefront) {
  const graphql = browserSession();
  return <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(front, query, variables);
}

/** How many password-reset mails the back end has written to `to`. */
async function resetMailsTo(target: BackEnd, to: string): Promise<number> {
  if (target === 'embedded') {
    const list = (await (
      await fetch(`${fronts.embedded.commerceUrl}/dev/mailbox?to=${encodeURIComponent(to)}`)
    ).json()) as { subject: string }[];
    return list.filter((mail) => /password reset/i.test(mail.subject)).length;
  }
  const mailDir = shops.real.mailDir!;
  if (!existsSync(mailDir)) return 0;
  return readdirSync(mailDir)
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { to: unknown; subject: string },
    )
    .filter((mail) => JSON.stringify(mail.to).includes(to) && /password reset/i.test(mail.subject)).length;
}

async function mailedWithin(target: BackEnd, to: string, before: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const now = await resetMailsTo(target, to);
    if (now > before) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return resetMailsTo(target, to);
}

const register = `mutation($e: String!, $u: String!, $p: String!) {
  registerCustomer(input: { email: $e, username: $u, password: $p }) { viewer { databaseId email } }
}`;
const signIn = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } }
}`;
const viewer = 'query { viewer { email } }';

// A real WooCommerce on php -S answers a sign-in in about a second; under load, several.
const slow = 60_000;

describe.skipIf(!enabled).each(backEnds)('accounts on %s', (target) => {
  it(
    'registers and signs in; the same address again answers alike, signs no one in and mails its owner',
    async () => {
      const stamp = `${target.slice(0, 3)}${Date.now().toString(36)}`;
      const owner = { e: `owner${stamp}@example.com`, u: `owner${stamp}`, p: 'Owner-pass-2026' };
      const graphql = browser(fronts[target]);
      const made = await graphql<{ registerCustomer: { viewer: { email: string } | null } }>(register, owner);
      expect(made.errors).toBeUndefined();
      expect(made.data?.registerCustomer.viewer?.email).toBe(owner.e);
      expect((await graphql<{ viewer: { email: string } }>(viewer)).data?.viewer.email).toBe(owner.e);

      const before = await resetMailsTo(target, owner.e);
      const stranger = browser(fronts[target]);
      const again = await stranger<{ registerCustomer: { viewer: unknown } }>(register, {
        ...owner,
        u: `stranger${stamp}`,
        p: 'Stranger-pass-2026',
      });
      expect(again).toEqual({ data: { registerCustomer: { viewer: null } } });
      expect((await stranger<{ viewer: unknown }>(viewer)).data?.viewer).toBeNull();
      expect(await mailedWithin(target, owner.e, before)).toBe(before + 1);
    },
    slow,
  );

  it(
    'answers a wrong password, an unknown name and an unknown address alike',
    async () => {
      const graphql = browser(fronts[target]);
      const refusals = [];
      for (const credentials of [
        { u: demo.username, p: 'not-her-password' },
        { u: `nobody${Date.now()}`, p: 'not-her-password' },
        { u: `nobody${Date.now()}@example.com`, p: 'not-her-password' },
      ])
        refusals.push(await graphql(signIn, credentials));
      expect(refusals[0]?.errors).toEqual([
        expect.objectContaining({
          message: 'The username or password is incorrect. Please try again.',
          extensions: { code: 'INVALID_CREDENTIALS' },
        }),
      ]);
      expect(refusals[1]).toEqual(refusals[0]);
      expect(refusals[2]).toEqual(refusals[0]);
    },
    slow,
  );

  it(
    'runs two sign-ins of one session sent at once, then signs out',
    async () => {
      const graphql = browser(fronts[target]);
      expect((await graphql(signIn, { u: demo.username, p: demo.password })).errors).toBeUndefined();
      const both = await Promise.all([
        graphql<{ login: { user: { email: string } } }>(signIn, { u: demo.username, p: demo.password }),
        graphql<{ login: { user: { email: string } } }>(signIn, { u: 'demo@example.com', p: demo.password }),
      ]);
      expect(both.map((answer) => answer.errors)).toEqual([undefined, undefined]);
      expect(both.map((answer) => answer.data?.login.user.email)).toEqual([
        'demo@example.com',
        'demo@example.com',
      ]);
      expect((await graphql<{ viewer: { email: string } }>(viewer)).data?.viewer.email).toBe(
        'demo@example.com',
      );
      const out = await graphql<{ logout: { success: boolean } }>(
        'mutation { logout(input: {}) { success } }',
      );
      expect(out).toEqual({ data: { logout: { success: true } } });
      expect((await graphql<{ viewer: unknown }>(viewer)).data?.viewer).toBeNull();
    },
    slow,
  );
});
