import type { DocumentNode } from 'graphql';
import { rootAliases } from '../schema/operation-fields.ts';
import type { Shopper } from './shopper.ts';
import type { CapturedTokens } from './token-capture.ts';
import { expiryOf } from './token-refresh.ts';

/**
 * Keeps what commerce handed out (architecture, "Secrets never reach the browser"): new tokens
 * from `updateCustomer` refresh the session, a `login` or `registerCustomer` signs the shopper in.
 */
export async function applyCapturedTokens(
  shopper: Shopper,
  tokens: CapturedTokens[],
  responseSessionToken: string | undefined,
): Promise<void> {
  for (const captured of tokens) {
    if (captured.field === 'updateCustomer' && captured.authToken) {
      await shopper.refreshTokens({
        authToken: captured.authToken,
        authTokenExpiresAt: expiryOf(captured.authToken),
        refreshToken: captured.refreshToken,
      });
    } else if (captured.authToken && captured.refreshToken && captured.customerId) {
      await shopper.signIn({
        authToken: captured.authToken,
        authTokenExpiresAt: expiryOf(captured.authToken),
        refreshToken: captured.refreshToken,
        customerId: captured.customerId,
        wooSessionToken: captured.sessionToken ?? responseSessionToken,
      });
    }
  }
}

/** A `logout` commerce answered with success signs the shopper out here too. */
export async function signOutOnLogout(
  shopper: Shopper,
  document: DocumentNode,
  data: unknown,
): Promise<void> {
  const answers = data as Record<string, { success?: boolean } | null> | null | undefined;
  if (rootAliases(document, 'logout').some((alias) => answers?.[alias]?.success)) await shopper.signOut();
}
