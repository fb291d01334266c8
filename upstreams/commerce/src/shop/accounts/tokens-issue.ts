import { newFamily, signAuthToken, signRefreshToken } from '../auth/tokens.ts';
import { now } from '../db.ts';
import type { ShopServices } from '../services.ts';

export interface IssuedTokens {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  family: string;
}

/** A new sign-in: a token family, an auth token and a refresh token (expirations in epoch seconds, as WPGraphQL JWT). */
export async function issueTokens(services: ShopServices, customerId: number): Promise<IssuedTokens> {
  const family = newFamily();
  services.db
    .prepare('INSERT INTO auth_families (id, customer_id, created_at) VALUES (?, ?, ?)')
    .run(family, customerId, now());
  const auth = await signAuthToken(services.keys, customerId, family);
  const refresh = await signRefreshToken(services.keys, customerId, family);
  return {
    authToken: auth.token,
    authTokenExpiration: String(auth.expiresAt),
    refreshToken: refresh.token,
    refreshTokenExpiration: String(refresh.expiresAt),
    family,
  };
}

export function revokeFamily(services: ShopServices, family: string): void {
  services.db
    .prepare('UPDATE auth_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
    .run(now(), family);
}

/** Signs the customer out everywhere (after a password reset). */
export function revokeAll(services: ShopServices, customerId: number, except?: string): void {
  services.db
    .prepare(
      'UPDATE auth_families SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND id IS NOT ?',
    )
    .run(now(), customerId, except ?? null);
}
