import type { ExecutionResult } from '@graphql-tools/utils';
import type { DocumentNode } from 'graphql';
import { rootAliases } from '../schema/operation-fields.ts';
import type { Shopper } from './shopper.ts';
import type { CapturedTokens } from './token-capture.ts';
import { expiryOf } from './token-refresh.ts';

/**
 * Keeps what commerce handed out (secrets never reach the browser): new tokens
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

/**
 * Signing out is dropping the shopper's tokens here (gateway README "Sessions"). A back end that
 * can also revoke them server side offers `logout` (the `session-revocation` capability) and is
 * asked; on one without it (WooCommerce with Headless Login) the transport answers
 * CAPABILITY_UNAVAILABLE for `logout`, which is then a successful sign-out of ours.
 */
export async function signOutOnLogout(
  shopper: Shopper,
  document: DocumentNode,
  result: ExecutionResult,
): Promise<ExecutionResult> {
  const aliases = rootAliases(document, 'logout');
  if (aliases.length === 0) return result;
  const answers = (result.data ?? {}) as Record<string, { success?: boolean } | null>;
  const unoffered = (alias: string) =>
    result.errors?.some(
      (error) => error.path?.[0] === alias && error.extensions?.code === 'CAPABILITY_UNAVAILABLE',
    ) ?? false;
  const local = aliases.filter(unoffered);
  if (!aliases.some((alias) => answers[alias]?.success) && local.length === 0) return result;
  await shopper.signOut();
  if (local.length === 0) return result;
  const errors = result.errors?.filter((error) => !local.includes(String(error.path?.[0])));
  return {
    ...result,
    data: { ...answers, ...Object.fromEntries(local.map((alias) => [alias, { success: true }])) },
    errors: errors?.length ? errors : undefined,
  };
}
