import { parse } from 'graphql';
import type { GatewayContext } from '../schema/context.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import { jwtExpiry } from './shopper.ts';

const refreshMargin = 60_000;

/** When an upstream token expires (its JWT `exp`), or in five minutes when it does not say. */
export const expiryOf = (token: string): number => jwtExpiry(token) ?? Date.now() + 5 * 60_000;

export const refreshMutation = `mutation GatewayRefreshToken($refreshToken: String!) {
  refreshToken(input: { refreshToken: $refreshToken }) { authToken authTokenExpiration success }
}`;

/** Refreshes the auth token shortly before it expires; a refused refresh signs the shopper out. */
export async function refreshAuthIfDue(transport: CommerceTransport, context: GatewayContext): Promise<void> {
  const session = context.shopper.session;
  if (!session?.authToken || !session.refreshToken) return;
  if ((session.authTokenExpiresAt ?? 0) - Date.now() > refreshMargin) return;
  context.refreshing ??= (async () => {
    const result = await transport(
      { document: parse(refreshMutation), variables: { refreshToken: session.refreshToken } },
      { idempotent: false, wooSessionToken: session.wooSessionToken },
    );
    const payload = (result.data as { refreshToken?: { authToken?: string } | null } | null)?.refreshToken;
    if (payload?.authToken) {
      await context.shopper.refreshTokens({
        authToken: payload.authToken,
        authTokenExpiresAt: expiryOf(payload.authToken),
      });
    } else {
      context.log?.info(
        { reason: result.errors?.[0]?.message },
        'auth refresh refused; signing the shopper out',
      );
      await context.shopper.signOut();
    }
  })();
  await context.refreshing;
}
