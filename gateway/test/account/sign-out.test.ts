import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { signOutOnLogout } from '../../src/account/sign-in.ts';
import { InMemorySessionStore } from '../../src/account/session-store.ts';
import { Shopper } from '../../src/account/shopper.ts';
import { withCapturedTokens } from '../../src/account/token-capture.ts';
import { GatewayError } from '../../src/errors.ts';

const signedInShopper = async () => {
  const store = new InMemorySessionStore();
  const shopper = new Shopper(store, () => undefined);
  await shopper.signIn({
    authToken: 'auth',
    authTokenExpiresAt: Date.now() + 60_000,
    refreshToken: 'refresh',
    customerId: 7,
  });
  return shopper;
};

describe('signing out', () => {
  const logout = parse('mutation { logout(input: {}) { success } }');

  it('on a back end without a logout mutation (Headless Login) is dropping our tokens, answered as a success', async () => {
    const shopper = await signedInShopper();
    const unoffered = Object.assign(new GatewayError('CAPABILITY_UNAVAILABLE'), { path: ['logout'] });
    const answer = await signOutOnLogout(shopper, logout, { errors: [unoffered] });
    expect(answer).toEqual({ data: { logout: { success: true } }, errors: undefined });
    expect(shopper.signedIn).toBe(false);
  });

  it('follows the back end where it revokes tokens itself', async () => {
    const shopper = await signedInShopper();
    await signOutOnLogout(shopper, logout, { data: { logout: { success: false } } });
    expect(shopper.signedIn).toBe(true);
    await signOutOnLogout(shopper, logout, { data: { logout: { success: true } } });
    expect(shopper.signedIn).toBe(false);
  });
});

describe('tokens asked for on mutations that hand them out', () => {
  const update = parse('mutation { updateCustomer(input: {shipping: {country: DE}}) { customer { id } } }');

  it("asks a guest's updateCustomer for no token (WooGraphQL answers it 'User not found.')", () => {
    expect(print(withCapturedTokens(update, false))).not.toContain('authToken');
    expect(print(withCapturedTokens(update, true))).toContain('authToken');
  });
});
