import { afterAll, describe, expect, it } from 'vitest';
import { sessionStream } from '../../src/account/session-model.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

const oldKey = 'old-token-key-0123456789abcdefghijklmnopq';
const newKey = 'new-token-key-0123456789abcdefghijklmnopq';
const tokens = {
  authToken: 'auth.jwt.token-1',
  authTokenExpiresAt: Date.now() + 600_000,
  refreshToken: 'refresh.jwt.token-1',
  customerId: 41,
  wooSessionToken: 'woo.session.token-1',
};

describe.each(backends())('sealed tokens on $name', (backend) => {
  let events: EventStore | undefined;
  const reopen = async (keys: { current: string; previous?: string[] }) => {
    await events?.close();
    events = await backend.reopen({ outbox: { enabled: false }, tokenKeys: keys });
    return events;
  };
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)(
    'rotate keys: a previous key still opens and is replaced, an unknown key opens nothing',
    async () => {
      events = await backend.open({ outbox: { enabled: false }, tokenKeys: { current: oldKey } });
      const { id } = await events.sessions.create();
      await events.sessions.signIn(id, tokens);
      expect(await events.sessions.load(id)).toMatchObject(tokens);

      // Rotation: the new key seals, the old one is kept for reading ...
      await reopen({ current: newKey, previous: [oldKey] });
      expect(await events!.sessions.load(id)).toMatchObject(tokens);
      // ... and once read, the session's data key is wrapped by the new key alone.
      await reopen({ current: newKey });
      expect(await events!.sessions.load(id)).toMatchObject(tokens);
      await reopen({ current: 'another-key-0123456789abcdefghijklmnopqrs' });
      const unreadable = await events!.sessions.load(id);
      expect(unreadable?.authToken).toBeUndefined();
      expect(unreadable?.customerId).toBe(41);
      // Signing in again under the unknown key's reign seals with a new data key.
      await events!.sessions.signIn(id, { ...tokens, authToken: 'auth.jwt.token-2' });
      expect((await events!.sessions.load(id))?.authToken).toBe('auth.jwt.token-2');
    },
    120_000,
  );

  it.skipIf(backend.skip)(
    'a log written before sealing still reads and rebuilds',
    async () => {
      const store = await reopen({ current: newKey });
      const { id } = await store.sessions.create();
      // Appended as the gateway did before tokens were sealed.
      await store.log.append(sessionStream(id), [
        { type: 'UpstreamSessionAttached', data: { wooSessionToken: 'plain-woo', replaced: false } },
        {
          type: 'ShopperSignedIn',
          data: {
            customerId: 9,
            authToken: 'plain-auth',
            authTokenExpiresAt: 1,
            refreshToken: 'plain-refresh',
          },
        },
      ]);
      const expected = {
        wooSessionToken: 'plain-woo',
        authToken: 'plain-auth',
        refreshToken: 'plain-refresh',
      };
      expect(await store.sessions.load(id)).toMatchObject(expected);
      await store.rebuild();
      expect(await store.sessions.load(id)).toMatchObject(expected);
    },
    120_000,
  );

  it.skipIf(backend.skip)(
    'erasing a customer shreds every session they signed in on',
    async () => {
      const store = await reopen({ current: newKey });
      const first = await store.sessions.create();
      const second = await store.sessions.create();
      const other = await store.sessions.create();
      await store.sessions.signIn(first.id, { ...tokens, customerId: 77 });
      await store.sessions.signIn(second.id, { ...tokens, customerId: 77 });
      await store.sessions.signIn(other.id, { ...tokens, customerId: 78 });
      expect(await store.sessions.forgetCustomer(77)).toBe(2);
      for (const id of [first.id, second.id]) {
        const session = await store.sessions.load(id);
        expect(session?.authToken).toBeUndefined();
        expect(session?.refreshToken).toBeUndefined();
        expect(session?.wooSessionToken).toBeUndefined();
      }
      expect((await store.sessions.load(other.id))?.authToken).toBe(tokens.authToken);
    },
    120_000,
  );
});
