import type { LoginResult } from '@nails/machines/authMachine';

/**
 * The gateway keeps the auth token server side (HttpOnly session cookie) and never sends it to
 * the browser; a user in the answer means it holds one. The auth machine's "user and token"
 * check (behaviour §4) therefore reads this marker, never a real token.
 */
type User =
  | { readonly databaseId: number; readonly username?: string | null; readonly email?: string | null }
  | null
  | undefined;

export const heldByGateway = (user: User): LoginResult =>
  user
    ? {
        user: {
          databaseId: user.databaseId,
          username: user.username ?? undefined,
          email: user.email ?? undefined,
        },
        authToken: 'held-by-gateway',
      }
    : { user: null, authToken: null };
