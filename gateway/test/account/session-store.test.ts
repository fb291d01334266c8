import { describe, expect, it } from 'vitest';
import { InMemorySessionStore, UnknownSessionError } from '../../src/account/session-store.ts';

describe('in-memory session store', () => {
  it('creates sessions with unguessable distinct ids', async () => {
    const store = new InMemorySessionStore();
    const a = await store.create();
    const b = await store.create();
    expect(a.id).not.toBe(b.id);
    expect(a.id.length).toBeGreaterThanOrEqual(40);
    expect(await store.load(a.id)).toEqual({ id: a.id, version: 0 });
    expect(await store.load('nope')).toBeUndefined();
  });

  it('keeps tokens through sign-in and refresh, and forgets them at sign-out', async () => {
    const store = new InMemorySessionStore();
    const { id } = await store.create();
    await store.attachUpstreamSession(id, 'woo-1');
    const signedIn = await store.signIn(id, {
      authToken: 'a1',
      authTokenExpiresAt: 10,
      refreshToken: 'r1',
      customerId: 7,
    });
    expect(signedIn).toMatchObject({ wooSessionToken: 'woo-1', authToken: 'a1', customerId: 7, version: 2 });
    const refreshed = await store.refreshTokens(id, { authToken: 'a2', authTokenExpiresAt: 20 });
    expect(refreshed).toMatchObject({ authToken: 'a2', refreshToken: 'r1', authTokenExpiresAt: 20 });
    const out = await store.signOut(id);
    expect(out).toEqual({ id, version: 4 });
  });

  it('replays cart commands oldest first, and an emptied cart has nothing to replay', async () => {
    const store = new InMemorySessionStore();
    const { id } = await store.create();
    await store.recordCartCommand(id, { type: 'add', productId: 1, quantity: 2 });
    await store.recordCartCommand(id, { type: 'coupon.apply', code: 'TEN' });
    expect(await store.cartCommands(id)).toEqual([
      { type: 'add', productId: 1, quantity: 2 },
      { type: 'coupon.apply', code: 'TEN' },
    ]);
    await store.recordCartCommand(id, { type: 'empty' });
    expect(await store.cartCommands(id)).toEqual([]);
    const recovered = await store.recordCartRecovered(id, 'woo-2');
    expect(recovered.wooSessionToken).toBe('woo-2');
  });

  it('refuses changes to unknown sessions', async () => {
    const store = new InMemorySessionStore();
    await expect(store.attachUpstreamSession('missing', 'x')).rejects.toBeInstanceOf(UnknownSessionError);
  });
});
