import type { LoginResult } from '@nails/machines/authMachine';
import type { SignedInViewer } from './viewer.ts';

/**
 * The gateway keeps the auth token server side (HttpOnly session cookie) and never sends it to
 * the browser; a user in the answer means it holds one. The auth machine's "user and token"
 * check (behaviour §4) therefore reads this marker, never a real token.
 */
export const heldByGateway = (user: SignedInViewer | null): LoginResult =>
  user ? { user, authToken: 'held-by-gateway' } : { user: null, authToken: null };
