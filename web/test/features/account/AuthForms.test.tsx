import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { renderMyAccount } from '../../support/my-account.tsx';

/**
 * A gateway with nobody signed in that refuses the username of every registration, as it does a
 * taken one (USERNAME_ALREADY_REGISTERED); what it is not asked for here it never answers.
 */
const gateway: FetchFunction = async (operation) => {
  switch (operation.name) {
    case 'MyAccountRouteQuery':
      return { data: { viewer: null, customer: null, loginClients: [] } };
    case 'sessionQuery':
      return {
        data: { cart: null, customer: null, viewer: null, paymentGateways: { nodes: [] }, loginClients: [] },
      };
    case 'useRegisterMutation':
      return {
        data: { registerCustomer: null },
        errors: [
          {
            message: 'An account is already registered with that username. Please choose another.',
            extensions: { code: 'USERNAME_ALREADY_REGISTERED', field: 'username' },
          },
        ],
      };
    default:
      return new Promise<never>(() => undefined);
  }
};

/** My account signed out, as the shop renders it: sign-in and registration side by side. */
const myAccountSignedOut = () => renderMyAccount(createEnvironment(gateway));

describe('My account signed out: a refusal shows on the form that was sent', () => {
  beforeAll(() => activateLocale('en'));
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('says a taken username on the registration form, with everything typed kept, and nothing on the sign-in form', async () => {
    myAccountSignedOut();
    const register = within(await screen.findByRole('form', { name: 'Register' }));
    const typed = {
      Username: 'ana',
      'Email address': 'ana@example.com',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-1',
    };
    for (const [label, value] of Object.entries(typed))
      fireEvent.change(register.getByLabelText(label), { target: { value } });
    await act(async () => {
      fireEvent.click(register.getByRole('button', { name: 'Register' }));
    });

    expect((await register.findByRole('alert')).textContent).toBe(
      'This username is taken. Please choose another.',
    );
    expect(within(screen.getByRole('form', { name: 'Login' })).queryByRole('alert')).toBeNull();
    for (const [label, value] of Object.entries(typed))
      expect(register.getByLabelText<HTMLInputElement>(label).value).toBe(value);
  });
});
