import type { GatewayContext } from '../schema/context.ts';
import { expiryOf } from './token-refresh.ts';

/** What a sign-in's own document asks of commerce (login, registerCustomer): never sent on. */
export interface SignInAnswer {
  authToken?: string | null;
  refreshToken?: string | null;
  sessionToken?: string | null;
  wooSessionToken?: string | null;
  customer?: { databaseId?: number | null } | null;
  user?: { databaseId?: number | null } | null;
}

const given = (value: string | null | undefined) => (value ? value : undefined);

/**
 * Keeps the tokens a sign-in handed out through the Shopper (the rule: secrets never reach the
 * browser): the session signs in and gets a new cookie in the same change, remembering the
 * guest's upstream session (gateway README "Sessions"). True when the answer held a sign-in.
 */
export async function keepSignIn(
  context: GatewayContext,
  answer: SignInAnswer | null | undefined,
  responseSessionToken?: string,
): Promise<boolean> {
  const authToken = given(answer?.authToken);
  const refreshToken = given(answer?.refreshToken);
  const customerId = answer?.customer?.databaseId || answer?.user?.databaseId || undefined;
  if (!authToken || !refreshToken || !customerId) return false;
  if (context.shopper.signedIn && context.shopper.session?.customerId === customerId) {
    // Signed in again as the same customer (a double tap, a second tab): nothing changes hands, so
    // the cookie stays. A new one per sign-in left the browser with whichever answer came last,
    // perhaps a cookie the other sign-in had already replaced.
    await context.shopper.refreshTokens({ authToken, authTokenExpiresAt: expiryOf(authToken), refreshToken });
    return true;
  }
  await context.shopper.signIn({
    authToken,
    authTokenExpiresAt: expiryOf(authToken),
    refreshToken,
    customerId,
    wooSessionToken:
      given(answer?.sessionToken) ?? given(answer?.wooSessionToken) ?? given(responseSessionToken),
  });
  return true;
}

/** New tokens an account change handed out (a new password): the signed-in session keeps them. */
export async function keepRefreshedTokens(
  context: GatewayContext,
  answer: { authToken?: string | null; refreshToken?: string | null } | null | undefined,
): Promise<void> {
  const authToken = given(answer?.authToken);
  if (!authToken || !context.shopper.signedIn) return;
  await context.shopper.refreshTokens({
    authToken,
    authTokenExpiresAt: expiryOf(authToken),
    refreshToken: given(answer?.refreshToken),
  });
}
