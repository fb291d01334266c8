import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { createEnvironment } from '../../src/relay/environment.ts';
import { renderMyAccount as myAccount } from '../support/my-account.tsx';

const ana = {
  id: 'dXNlcjo3',
  databaseId: 7,
  username: 'ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lima',
  avatar: null,
};
const customer = {
  id: 'Y3VzdG9tZXI6Nw==',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  displayName: 'ana',
};

/**
 * The gateway of one shopper, signed in until it answers her sign-out (and again once it answers a
 * sign-in), answering each operation by name; what it is not asked for here it never answers.
 */
function gateway() {
  const state = { signedIn: true, sent: [] as string[] };
  const answer = (name: string): Record<string, unknown> | undefined => {
    const viewer = state.signedIn ? ana : null;
    switch (name) {
      case 'MyAccountRouteQuery':
        return { viewer, customer: state.signedIn ? customer : null, loginClients: [] };
      case 'sessionQuery':
        return {
          cart: null,
          customer: state.signedIn ? { ...customer, databaseId: 7 } : null,
          viewer,
          paymentGateways: { nodes: [] },
          loginClients: [],
        };
      case 'useLogoutMutation':
        state.signedIn = false;
        return { logout: { success: true } };
      case 'useLoginMutation':
        state.signedIn = true;
        return { login: { user: ana } };
      default:
        return undefined;
    }
  };
  const fetchFn: FetchFunction = async (operation) => {
    state.sent.push(operation.name);
    const data = answer(operation.name);
    return data === undefined ? new Promise<never>(() => undefined) : { data };
  };
  return { state, environment: createEnvironment(fetchFn) };
}

const address = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('My account signs out through the panel it shows (web README "Rules of this folder")', () => {
  beforeAll(() => activateLocale('en'));
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("ends the header's sign-out at My account with the tab's storage cleared, though her session load signs her out of the store first", async () => {
    const { state, environment } = gateway();
    // What this tab kept while she was signed in (the checkout's attempt key): the sign-out clears it.
    sessionStorage.setItem('nails.checkout.idempotencyKey', 'her-attempt');
    const router = myAccount(environment, '/my-account?action=logout');

    // Her sign-out's session load answers before the machine has ended: the machine still clears
    // the tab's storage and takes her to My account's plain address, then the forms show.
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(address(router)).toBe('/my-account'));
    expect(sessionStorage.getItem('nails.checkout.idempotencyKey')).toBeNull();
    expect(state.sent.filter((name) => name === 'useLogoutMutation')).toHaveLength(1);

    // Signing in again where she was left keeps her signed in: no `?action=logout` is left to
    // sign her out once more as the panel comes back.
    const login = within(screen.getByRole('form', { name: 'Login' }));
    fireEvent.change(login.getByLabelText('Username or email address'), { target: { value: 'ana' } });
    fireEvent.change(login.getByLabelText('Password'), { target: { value: 'her-password' } });
    await act(async () => {
      fireEvent.click(login.getByRole('button', { name: 'Log in' }));
    });
    await screen.findByRole('button', { name: 'Logout' });
    // Time for a second sign-out to be sent, had the panel found one to send.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(state.sent.filter((name) => name === 'useLogoutMutation')).toHaveLength(1);
    expect(state.signedIn).toBe(true);
  });

  it("ends the tabs' Logout at My account with the tab's storage cleared, though her session load signs her out of the store first", async () => {
    const { environment } = gateway();
    sessionStorage.setItem('nails.checkout.idempotencyKey', 'her-attempt');
    const router = myAccount(environment, '/my-account?tab=password');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    await act(async () => {
      fireEvent.click(logout);
    });
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(address(router)).toBe('/my-account'));
    expect(sessionStorage.getItem('nails.checkout.idempotencyKey')).toBeNull();
  });
});
