import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { SessionKeys } from '../../src/account/session-keys.ts';
import { KeyRing, openToken } from '../../src/account/token-sealing.ts';
import { backends } from '../support/events/backends.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';
import { parseCookie } from '../../src/account/session-store.ts';

const tokenKeys = { current: 'test-token-key-0123456789abcdefghijklmnop' };

/** Every row of every table of the log's database, as text: what a stolen backup would show. */
async function dumpDatabase(connectionString: string): Promise<string> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const rows: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`);
      rows.push(...result.rows.map((row) => `${table}: ${row.row}`));
    }
    return rows.join('\n');
  } finally {
    await client.end();
  }
}

/** The sealed tokens the newest ShopperSignedIn event of this session holds. */
async function signedInEvent(connectionString: string, sessionId: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const result = await client.query<{ data: { authToken: string; refreshToken: string } }>(
      // A sign-in again as the same customer keeps the cookie and records new tokens only.
      `SELECT message_data AS data FROM emt_messages WHERE stream_id = $1 AND message_type IN ('ShopperSignedIn', 'ShopperTokensRefreshed') ORDER BY global_position DESC LIMIT 1`,
      [`session-${sessionId}`],
    );
    return result.rows[0]!.data;
  } finally {
    await client.end();
  }
}

describe.each(backends())('upstream tokens at rest ($name)', (backend) => {
  let stack: Stack;
  let events: EventStore;
  beforeAll(async () => {
    if (backend.skip) return;
    events = await backend.open({ outbox: { enabled: false }, tokenKeys });
    stack = await startStack({}, { events });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
    await backend.cleanup();
  }, 60_000);

  it.skipIf(backend.skip)(
    'are sealed in the event tables and the sessions table, and unreadable after sign-out',
    async () => {
      const browser = new Browser(stack.gateway);
      const email = `sealed-${Date.now()}@example.com`;
      const password = 'Sealed-Passw0rd!';
      const registered = await browser.graphql(
        `mutation($e: String!, $p: String!) { registerCustomer(input: { email: $e, username: $e, password: $p }) { customer { email } } }`,
        { e: email, p: password },
      );
      expect(registered.errors).toBeUndefined();
      const login = await browser.graphql(
        `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } } }`,
        { u: email, p: password },
      );
      expect(login.errors).toBeUndefined();
      const sessionId = parseCookie(
        stack.gateway.unsignCookie(decodeURIComponent(browser.cookies.get('nails_session')!)).value!,
      ).id;
      const session = await events.sessions.load(sessionId);
      const tokens = [session?.authToken, session?.refreshToken, session?.wooSessionToken];
      for (const token of tokens) expect(token?.length).toBeGreaterThan(20);

      const dump = await dumpDatabase(events.log.connectionString);
      expect(dump).toContain('ShopperSignedIn');
      for (const token of tokens) {
        expect(dump.includes(token!)).toBe(false);
        // Nor the signature alone (the part that makes a JWT usable).
        expect(dump.includes(token!.split('.').at(-1)!)).toBe(false);
      }

      // The sealed copy in the log opens with the session's data key while signed in ...
      const sealed = await signedInEvent(events.log.connectionString, sessionId);
      const keys = new SessionKeys(events.log.connectionString, new KeyRing(tokenKeys));
      try {
        const dek = await keys.get(sessionId, { create: false });
        expect(openToken(sessionId, dek, sealed.authToken)).toBe(session!.authToken);

        const logout = await browser.graphql<{ logout: { success: boolean } }>(
          `mutation { logout(input: {}) { success } }`,
        );
        expect(logout.data.logout.success).toBe(true);
        // ... and never again once the shopper signed out: the key is gone, the log keeps only noise.
        const after = await keys.get(sessionId, { create: false });
        expect(after).toBeUndefined();
        expect(openToken(sessionId, after, sealed.authToken)).toBeUndefined();
        expect(openToken(sessionId, dek, sealed.authToken)).toBe(session!.authToken); // the old key did it
        expect(await signedInEvent(events.log.connectionString, sessionId)).toEqual(sealed);
        const signedOut = await events.sessions.load(sessionId);
        expect(signedOut?.authToken).toBeUndefined();
        expect(signedOut?.refreshToken).toBeUndefined();
      } finally {
        await keys.close();
      }
    },
    120_000,
  );
});
