import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { authMachine, isAuthPending, type LoginResult } from '../src/authMachine.ts';
import type { Viewer } from '../src/commerceTypes.ts';
import { messages } from '../src/messages.ts';
import { createCoverage } from './support/coverage.ts';
import { deferred, settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(authMachine);
useFakeClock();

const ana: Viewer = { databaseId: 7, username: 'ana' };
const signedInResult: LoginResult = { user: ana, authToken: 'jwt-token', refreshToken: 'refresh' };

function auth(viewer: Viewer | null = null) {
  const calls = {
    login: vi.fn<(input: { username: string; password: string }) => Promise<LoginResult>>(),
    loginWithProvider:
      vi.fn<(input: { provider: string; state: string; code: string }) => Promise<LoginResult>>(),
    register: vi.fn<(input: Record<string, unknown>) => Promise<LoginResult>>(),
    logout: vi.fn<() => Promise<void>>().mockResolvedValue(undefined),
    refreshCart: vi.fn<() => Promise<void>>().mockResolvedValue(undefined),
  };
  const storeToken = vi.fn();
  const clearCookies = vi.fn();
  const navigate = vi.fn();
  const actor = start(
    authMachine.provide({
      actors: {
        login: fromPromise(({ input }) => calls.login(input)),
        loginWithProvider: fromPromise(({ input }) => calls.loginWithProvider(input)),
        register: fromPromise(({ input }) => calls.register(input)),
        logout: fromPromise(() => calls.logout()),
        refreshCart: fromPromise(() => calls.refreshCart()),
      },
      actions: {
        storeToken: (_, params) => storeToken(params.authToken),
        clearCookies,
        navigate: (_, params) => navigate(params.to),
      },
    }),
    coverage,
    { viewer },
  );
  return { actor, ...calls, storeToken, clearCookies, navigate };
}

describe('login', () => {
  it('shows "logging in...", stores the token, then refreshes the cart', async () => {
    const { actor, login, storeToken, refreshCart } = auth();
    const reply = deferred<LoginResult>();
    login.mockReturnValue(reply.promise);
    actor.send({ type: 'auth.login', username: 'ana', password: 'secret' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(isAuthPending(actor.getSnapshot())).toBe(true);
    expect(messages.loggingIn.defaultText).toBe('logging in...');
    expect(login).toHaveBeenCalledWith({ username: 'ana', password: 'secret' });
    reply.resolve(signedInResult);
    await settle();
    expect(storeToken).toHaveBeenCalledWith('jwt-token');
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.viewer).toEqual(ana);
    expect(isAuthPending(actor.getSnapshot())).toBe(false);
  });

  it('fails when no auth token comes back', async () => {
    const { actor, login, storeToken } = auth();
    login.mockResolvedValue({ user: ana, authToken: null });
    actor.send({ type: 'auth.login', username: 'ana', password: 'secret' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toEqual(messages.general);
    expect(storeToken).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid_username', messages.invalidUsername],
    ['incorrect_password', messages.incorrectPassword],
  ])('turns %s into its message', async (code, message) => {
    const { actor, login } = auth();
    login.mockRejectedValue(new Error(code));
    actor.send({ type: 'auth.login', username: 'ana', password: 'nope' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual(message);
  });

  it('shows the SSL hint when a provider login comes back without a viewer', async () => {
    const { actor, loginWithProvider } = auth();
    loginWithProvider.mockResolvedValue({ user: null });
    actor.send({ type: 'auth.loginWithProvider', provider: 'GOOGLE', state: 's', code: 'c' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual(messages.loginProviderNoViewer);
    loginWithProvider.mockRejectedValue(new Error('Provider unavailable'));
    actor.send({ type: 'auth.loginWithProvider', provider: 'GOOGLE', state: 's', code: 'c' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Provider unavailable');
    loginWithProvider.mockResolvedValue(signedInResult);
    actor.send({ type: 'auth.loginWithProvider', provider: 'GOOGLE', state: 's', code: 'c' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(loginWithProvider).toHaveBeenLastCalledWith({ provider: 'GOOGLE', state: 's', code: 'c' });
  });
});

it('signs in even when the cart refresh after login fails', async () => {
  const { actor, login, refreshCart } = auth();
  login.mockResolvedValue(signedInResult);
  refreshCart.mockRejectedValue(new Error('offline'));
  actor.send({ type: 'auth.login', username: 'ana', password: 'secret' });
  await settle();
  expect(actor.getSnapshot().value).toBe('signedIn');
});

describe('register', () => {
  it('signs in when the registration returns a token, with a cart refresh', async () => {
    const { actor, register, refreshCart } = auth();
    register.mockResolvedValue(signedInResult);
    actor.send({ type: 'auth.register', input: { email: 'ana@example.com', password: 'secret' } });
    await settle();
    expect(register).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret' });
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('offers the login form when registered without a token, and shows failures', async () => {
    const { actor, register } = auth();
    register.mockResolvedValue({ user: ana });
    actor.send({ type: 'auth.register', input: {} });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { registered: true } });
    register.mockRejectedValue(new Error('An account is already registered with your email address.'));
    actor.send({ type: 'auth.register', input: {} });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      registered: false,
      error: { defaultText: 'An account is already registered with your email address.' },
    });
  });
});

describe('logout', () => {
  it('refreshes the cart, clears cookies and customer data, then goes to /', async () => {
    const { actor, logout, refreshCart, clearCookies, navigate } = auth(ana);
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.send({ type: 'auth.logout', path: '/product/almond-blush' });
    expect(isAuthPending(actor.getSnapshot())).toBe(true);
    await settle();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(clearCookies).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { viewer: null } });
  });

  it('stays on /my-account when logging out from there, even if the cart refresh fails', async () => {
    const { actor, refreshCart, navigate } = auth(ana);
    refreshCart.mockRejectedValue(new Error('offline'));
    actor.send({ type: 'auth.logout', path: '/my-account?tab=wishlist' });
    await settle();
    expect(navigate).toHaveBeenCalledWith('/my-account');
  });

  it('stays signed in with the message when logout fails', async () => {
    const { actor, logout, navigate } = auth(ana);
    logout.mockRejectedValue(new Error('Network error'));
    actor.send({ type: 'auth.logout', path: '/' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Network error');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the viewer the session refresh reports', async () => {
    const { actor, refreshCart } = auth();
    actor.send({ type: 'auth.viewer.change', viewer: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'auth.viewer.change', viewer: ana });
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.send({ type: 'auth.viewer.change', viewer: ana });
    actor.send({ type: 'auth.viewer.change', viewer: null });
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { viewer: null } });
    await settle();
    expect(refreshCart).not.toHaveBeenCalled();
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
