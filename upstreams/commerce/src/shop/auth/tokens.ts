import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * The three JWTs of the dialect, all HS256 with `commerceJwtSecret`:
 * - session token (WooGraphQL's `woocommerce-session`): `data.customer_id` is the session key;
 * - auth token (WPGraphQL JWT Authentication): `data.user.id`, short-lived;
 * - refresh token: trades for a new auth token; `fam` names its sign-in, so logout can revoke it.
 */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;
export const AUTH_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** The errors WooGraphQL answers for a session token it cannot use (the client replaces the session). */
export const INVALID_SESSION = 'Invalid session token';
export const FOREIGN_SESSION = 'The iss do not match with this server';

export class TokenError extends Error {
  override name = 'TokenError';
}

export interface TokenKeys {
  secret: Uint8Array;
  /** This server's identity; a token from another server is refused with FOREIGN_SESSION. */
  issuer: string;
}

export function tokenKeys(secret: string, issuer: string): TokenKeys {
  return { secret: new TextEncoder().encode(secret), issuer };
}

export const newSessionKey = (): string => `t_${randomBytes(16).toString('hex')}`;
export const newFamily = (): string => randomBytes(12).toString('base64url');

async function sign(
  keys: TokenKeys,
  payload: Record<string, unknown>,
  ttl: number,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(keys.issuer)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + ttl)
    .sign(keys.secret);
  return { token, expiresAt: now + ttl };
}

export function signSessionToken(keys: TokenKeys, sessionKey: string) {
  return sign(keys, { data: { customer_id: sessionKey } }, SESSION_TTL_SECONDS);
}

export function signAuthToken(keys: TokenKeys, userId: number, family: string) {
  return sign(keys, { data: { user: { id: String(userId) } }, fam: family, typ: 'auth' }, AUTH_TTL_SECONDS);
}

export function signRefreshToken(keys: TokenKeys, userId: number, family: string) {
  return sign(
    keys,
    { data: { user: { id: String(userId) } }, fam: family, typ: 'refresh' },
    REFRESH_TTL_SECONDS,
  );
}

/**
 * Verifies signature and expiry first, then the issuer, so a token signed by us for another
 * host reads "iss do not match" and anything tampered, expired or foreign-signed reads invalid.
 */
async function verifyToken(
  keys: TokenKeys,
  token: string,
  invalidMessage: string,
): Promise<Record<string, unknown>> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new TokenError(invalidMessage);
    throw error;
  }
  if (payload.iss !== keys.issuer) throw new TokenError(FOREIGN_SESSION);
  return payload;
}

/** The session key inside a valid session token, and when the token expires (epoch seconds). */
export async function readSessionToken(
  keys: TokenKeys,
  token: string,
): Promise<{ key: string; expiresAt: number }> {
  const payload = await verifyToken(keys, token, INVALID_SESSION);
  const key = (payload.data as { customer_id?: unknown } | undefined)?.customer_id;
  if (typeof key !== 'string' || key === '') throw new TokenError(INVALID_SESSION);
  return { key, expiresAt: typeof payload.exp === 'number' ? payload.exp : 0 };
}

export async function verifySessionToken(keys: TokenKeys, token: string): Promise<string> {
  return (await readSessionToken(keys, token)).key;
}

export async function verifyUserToken(
  keys: TokenKeys,
  token: string,
  type: 'auth' | 'refresh',
): Promise<{ userId: number; family: string }> {
  const message = type === 'auth' ? 'Invalid auth token' : 'Invalid refresh token';
  const payload = await verifyToken(keys, token, message);
  const id = Number((payload.data as { user?: { id?: unknown } } | undefined)?.user?.id);
  if (payload.typ !== type || !Number.isInteger(id) || typeof payload.fam !== 'string')
    throw new TokenError(message);
  return { userId: id, family: payload.fam };
}
