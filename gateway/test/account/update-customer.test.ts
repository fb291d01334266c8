import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCookie } from '../../src/account/session-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const update = `mutation($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { customer { firstName shipping { country postcode } } }
}`;
type Updated = {
  updateCustomer: { customer: { firstName: string | null; shipping: { country: string } | null } };
};

describe('customer changes through the gateway’s updateCustomer', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(() => stack?.close(), 60_000);

  const cartLog = async (browser: Browser) => {
    const signed = decodeURIComponent(browser.cookies.get('nails_session')!);
    const { id } = parseCookie(stack.gateway.unsignCookie(signed).value!);
    return stack.gateway.sessionStore.cartCommands(id);
  };

  it('sets a guest’s shipping estimate and records the destination in the cart log', async () => {
    const browser = new Browser(stack.gateway);
    const estimate = await browser.graphql<Updated>(update, {
      input: { isSession: true, shipping: { country: 'DE', postcode: '10115', city: 'Berlin' } },
    });
    expect(estimate.errors).toBeUndefined();
    expect(estimate.data.updateCustomer.customer.shipping).toMatchObject({
      country: 'DE',
      postcode: '10115',
    });
    expect(await cartLog(browser)).toEqual([
      { type: 'shipping.address', country: 'DE', postcode: '10115', city: 'Berlin' },
    ]);
    // A change that names no country is not the cart's destination.
    await browser.graphql<Updated>(update, { input: { isSession: true, shipping: { postcode: '10117' } } });
    expect(await cartLog(browser)).toHaveLength(1);
  });

  it('changes a signed-in customer’s details and password, and she stays signed in', async () => {
    const browser = new Browser(stack.gateway);
    const stamp = Date.now();
    const email = `mia${stamp}@example.com`;
    const registered = await browser.graphql(
      'mutation($e: String!, $p: String!) { registerCustomer(input: { email: $e, username: $e, password: $p }) { viewer { email } } }',
      { e: email, p: 'Mia-first-pass-2026' },
    );
    expect(registered.errors).toBeUndefined();
    const named = await browser.graphql<Updated>(update, { input: { firstName: 'Mia' } });
    expect(named.errors).toBeUndefined();
    expect(named.data.updateCustomer.customer.firstName).toBe('Mia');
    const password = await browser.graphql<Updated>(update, { input: { password: 'Mia-second-2026' } });
    expect(password.errors).toBeUndefined();
    expect(password.response.body).not.toMatch(/eyJ[\w-]+\.eyJ/); // new tokens, if any, stay here
    const me = await browser.graphql<{ viewer: { email: string } }>('query { viewer { email } }');
    expect(me.data.viewer.email).toBe(email);
    const again = await new Browser(stack.gateway).graphql<{ login: { user: { email: string } } }>(
      'mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } } }',
      { u: email, p: 'Mia-second-2026' },
    );
    expect(again.data.login.user.email).toBe(email);
  });
});
