import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionData } from '../src/commerceTypes.ts';
import { messages } from '../src/messages.ts';
import { isSessionError, sessionRefreshMachine } from '../src/sessionRefreshMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { deferred, settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(sessionRefreshMachine);
useFakeClock();

const session: SessionData = {
  cart: { isEmpty: false, contents: { itemCount: 2, nodes: [{ key: 'a1', quantity: 2 }] } },
  customer: { firstName: 'Ana' },
  viewer: { databaseId: 7, username: 'ana' },
  paymentGateways: [{ id: 'stripe', title: 'Card' }],
  loginClients: [{ name: 'Google', provider: 'GOOGLE' }],
};

function refresher(reloadAttempted = false) {
  const load = vi.fn<() => Promise<SessionData>>().mockResolvedValue(session);
  const effects = {
    clearCookiesAndStorage: vi.fn(),
    setReloadCounter: vi.fn(),
    clearReloadCounter: vi.fn(),
    logout: vi.fn(),
    reload: vi.fn(),
  };
  const shared = { cart: vi.fn(), viewer: vi.fn() };
  const actor = start(
    sessionRefreshMachine.provide({
      actors: { loadSession: fromPromise(() => load()) },
      actions: {
        ...effects,
        shareCart: (_, { cart }) => shared.cart(cart),
        shareViewer: (_, { viewer }) => shared.viewer(viewer),
      },
    }),
    coverage,
    { reloadAttempted },
  );
  return { actor, load, shared, ...effects };
}

const sessionInvalid = Object.assign(new Error('Session expired'), { code: 'SESSION_INVALID' });

describe('session refresh', () => {
  it('waits for the store start, then loads cart, customer, viewer, gateways and login clients', async () => {
    const { actor, load, clearReloadCounter } = refresher(true);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ ...session, reloadAttempted: false });
    expect(clearReloadCounter).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands the loaded cart to the cart actor and the viewer to sign-in state', async () => {
    const { actor, shared } = refresher();
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(shared.cart).toHaveBeenCalledWith(session.cart);
    expect(shared.viewer).toHaveBeenCalledWith(session.viewer);
  });

  it('starts the load over when asked again while loading (a sign-in changed the session)', async () => {
    const { actor, load, shared } = refresher();
    const first = deferred<SessionData>();
    load.mockReturnValueOnce(first.promise);
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.refresh' });
    expect(load).toHaveBeenCalledTimes(2);
    first.resolve({ ...session, viewer: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(shared.viewer).toHaveBeenCalledTimes(1);
    expect(shared.viewer).toHaveBeenCalledWith(session.viewer);
  });

  it('on failure clears cookies and storage, sets the reload counter, logs out and reloads once', async () => {
    const { actor, load, ...effects } = refresher(false);
    actor.send({ type: 'session.refresh' });
    await settle();
    load.mockRejectedValueOnce(new Error('Internal server error'));
    actor.send({ type: 'session.refresh' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('reloading');
    expect(snapshot.context).toMatchObject({
      cart: null,
      paymentGateways: [],
      viewer: null,
      reloadAttempted: true,
    });
    expect(effects.clearCookiesAndStorage).toHaveBeenCalledTimes(1);
    expect(effects.setReloadCounter).toHaveBeenCalledTimes(1);
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(effects.shared.cart).toHaveBeenLastCalledWith(null);
    actor.send({ type: 'session.refresh' });
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads twice: after the reload a failure stays on the page with its message', async () => {
    const { actor, load, reload, clearCookiesAndStorage, logout } = refresher(true);
    load.mockRejectedValueOnce(new Error('Internal server error'));
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ cart: null, paymentGateways: [], viewer: null });
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Internal server error');
    expect(reload).not.toHaveBeenCalled();
    expect(clearCookiesAndStorage).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it.each([
    new Error('The iss do not match with this server'),
    new Error('GraphQL Error: Invalid session token'),
    sessionInvalid,
    Object.assign(new Error('GraphQL request failed'), {
      source: { errors: [{ message: 'Your session has expired.', extensions: { code: 'SESSION_INVALID' } }] },
    }),
    Object.assign(new Error('Request failed'), { errors: [{ message: 'Invalid session token' }] }),
    new Error('wrapped', { cause: { extensions: { code: 'SESSION_INVALID' } } }),
  ])('a session error from another call (%s) clears and reloads', async (error) => {
    const { actor, clearCookiesAndStorage, reload } = refresher(false);
    actor.send({ type: 'session.refresh' });
    await settle();
    actor.send({ type: 'session.error', error });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(clearCookiesAndStorage).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other errors leave the session alone', async () => {
    const { actor, reload, clearCookiesAndStorage } = refresher(false);
    actor.send({ type: 'session.refresh' });
    await settle();
    actor.send({ type: 'session.error', error: new Error('Not enough stock') });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.cart).toEqual(session.cart);
    expect(reload).not.toHaveBeenCalled();
    expect(clearCookiesAndStorage).not.toHaveBeenCalled();
    expect(isSessionError(Object.assign(new Error('x'), { code: 'BAD_USER_INPUT' }))).toBe(false);
  });

  it('a session error after the one reload clears and logs out without reloading again', async () => {
    const { actor, reload, clearCookiesAndStorage, logout, shared } = refresher(true);
    actor.send({ type: 'session.error', error: sessionInvalid });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).not.toEqual(messages.general);
    expect(clearCookiesAndStorage).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(shared.cart).toHaveBeenCalledWith(null);
    expect(reload).not.toHaveBeenCalled();
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
