import { describe, expect, it } from 'vitest';
import { InMemorySessionStore, parseCookie, type SessionStore } from '../../src/account/session-store.ts';
import { collections } from '../../src/state/read-models.ts';
import { backends } from '../support/events/backends.ts';

const tokens = {
  authToken: 'header.payload-of-the-auth-token.signature',
  authTokenExpiresAt: Date.now() + 3_600_000,
  refreshToken: 'header.payload-of-the-refresh-token.signature',
  customerId: 42,
};

/** The rotation contract, the same for every store (gateway README "Sessions"). */
async function rotationContract(store: SessionStore) {
  const started = await store.create();
  const first = started.cookie!;
  expect(parseCookie(first).id).toBe(started.id);
  expect((await store.authenticate(first))?.id).toBe(started.id);
  // Only the whole value names it: the id alone or with another secret is nobody.
  expect(await store.authenticate(started.id)).toBeUndefined();
  expect(await store.authenticate(`${started.id}.not-the-secret`)).toBeUndefined();

  await store.recordCartCommand(started.id, { type: 'add', productId: 7, quantity: 2 });
  const signedIn = await store.signIn(started.id, tokens);
  const second = signedIn.cookie!;
  expect(second).not.toBe(first);
  expect(await store.authenticate(first)).toBeUndefined();
  expect(await store.authenticate(second)).toMatchObject({ id: started.id, customerId: 42 });
  expect(await store.cartCommands(started.id)).toEqual([{ type: 'add', productId: 7, quantity: 2 }]);

  const rotated = await store.rotate(started.id, 'account-at-checkout');
  expect(await store.authenticate(second)).toBeUndefined();
  expect(await store.authenticate(rotated.cookie!)).toMatchObject({ id: started.id });

  await store.signOut(started.id);
  expect(await store.authenticate(rotated.cookie!)).toBeUndefined();
  return { first, second, third: rotated.cookie! };
}

describe('session cookies rotate (in memory)', () => {
  it('a new cookie at sign-in and rotation, the old one dead at once, none after sign-out', async () => {
    await rotationContract(new InMemorySessionStore());
  });
});

describe.each(backends())('session cookies rotate ($name)', (backend) => {
  it.skipIf(backend.skip)(
    'a new cookie at sign-in and rotation, the old one dead at once, none after sign-out; a rebuild agrees',
    async () => {
      const events = await backend.open({ outbox: { enabled: false } });
      try {
        const live = await events.sessions.create();
        const signedIn = await events.sessions.signIn(live.id, tokens);
        const { first, second, third } = await rotationContract(events.sessions);
        await events.rebuild();
        // The rotation is an event of the session's stream: a rebuilt read model says the same.
        expect(await events.sessions.authenticate(live.cookie!)).toBeUndefined();
        expect(await events.sessions.authenticate(signedIn.cookie!)).toMatchObject({ customerId: 42 });
        for (const cookie of [first, second, third])
          expect(await events.sessions.authenticate(cookie)).toBeUndefined();
        // Only the secret's hash is kept: no live cookie in the read model.
        const docs = JSON.stringify(await events.log.all(collections.sessions));
        expect(docs).not.toContain(parseCookie(signedIn.cookie!).secret);
      } finally {
        await events.close();
        await backend.cleanup();
      }
    },
    60_000,
  );
});
