import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CartCommand } from '../cart/cart-command.ts';

/**
 * Where the gateway keeps a shopper's upstream tokens (the rule: secrets never reach the
 * browser). The browser holds only `id`, inside a signed HttpOnly cookie. This interface is the
 * contract the event-sourced store implements too; the in-memory
 * store below is the default for tests and for a gateway built without an event store.
 */
export interface ShopperSession {
  /**
   * The session's own id: the key of its stream, cart log, wishlist, placed orders and data key.
   * The cookie carries it with a secret that changes at every rotation (`cookie` below).
   */
  id: string;
  wooSessionToken?: string; // upstream `woocommerce-session` JWT
  authToken?: string;
  authTokenExpiresAt?: number; // epoch ms
  refreshToken?: string;
  customerId?: number; // commerce databaseId when signed in
  /**
   * The upstream cart session the shopper had as a guest before signing in: the orders this
   * session placed as a guest are read as that guest after sign-in (order received still shows).
   */
  guestWooSessionToken?: string;
  version: number; // stream version, for expected-version appends
  /** The new cookie value, only on the answer of a change that issued one (start, rotation). */
  cookie?: string;
}

/** What a sign-in hands the session: commerce's tokens and the customer they belong to. */
export interface SignInTokens {
  authToken: string;
  authTokenExpiresAt: number;
  refreshToken: string;
  customerId: number;
  wooSessionToken?: string;
}

/**
 * Sessions rotate (gateway README "Sessions"): sign-in, registration and an account created at
 * checkout issue the session a new cookie and the old one is dead at once; sign-out ends the
 * session. Whoever planted or copied a cookie before then holds an anonymous cookie after it.
 */
export interface SessionStore {
  /** A new session, `cookie` set. */
  create(): Promise<ShopperSession>;
  /** By the session's own id, for the gateway's own work (checkout reconciler, cart recovery). */
  load(id: string): Promise<ShopperSession | undefined>;
  /** The session a browser's cookie value names, if that value is still its current one. */
  authenticate(cookie: string): Promise<ShopperSession | undefined>;
  /** A new cookie for the session (an account made at checkout); the old value is dead. */
  rotate(id: string, reason: RotationReason): Promise<ShopperSession>;
  attachUpstreamSession(id: string, wooSessionToken: string): Promise<ShopperSession>;
  /** Signs in and rotates the cookie in one change: `cookie` set. */
  signIn(id: string, tokens: SignInTokens): Promise<ShopperSession>;
  refreshTokens(
    id: string,
    tokens: { authToken: string; authTokenExpiresAt: number; refreshToken?: string },
  ): Promise<ShopperSession>;
  /** Forgets the tokens and the cart and ends the session: no cookie names it any more. */
  signOut(id: string): Promise<ShopperSession>;
  /** `key`: the upstream line key an `add` produced, when known (a recovery maps it onto the new cart's). */
  recordCartCommand(id: string, command: CartCommand, key?: string): Promise<void>;
  cartCommands(id: string): Promise<CartCommand[]>; // what a cart recovery replays, oldest first
  recordCartRecovered(id: string, newWooSessionToken: string): Promise<ShopperSession>;
  /**
   * The store as one request uses it, where the store can keep what that request already read
   * (the session's data key: `KeysOfOneRequest`); absent, the store itself.
   */
  forRequest?(): SessionStore;
}

export type RotationReason = 'sign-in' | 'account-at-checkout';

/** 32 random bytes, URL-safe: unguessable, and carries nothing about the shopper. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * A cookie value for session `id`: `<id>.<secret>`. The session keeps only the secret's hash
 * (so neither the log nor a copy of the database holds a live cookie); a new secret is a rotation.
 */
export function issueCookie(id: string): { cookie: string; cookieHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { cookie: `${id}.${secret}`, cookieHash: hashOf(secret) };
}

/** The session id a cookie value names (ids are base64url: never a dot). */
export function parseCookie(value: string): { id: string; secret?: string } {
  const dot = value.indexOf('.');
  return dot < 0 ? { id: value } : { id: value.slice(0, dot), secret: value.slice(dot + 1) };
}

/**
 * Whether the cookie's secret is the session's current one. A session started before cookies
 * rotated has no hash and is named by its bare id until its first rotation.
 */
export function cookieMatches(cookieHash: string | undefined, secret: string | undefined): boolean {
  if (cookieHash === undefined || secret === undefined)
    return cookieHash === undefined && secret === undefined;
  const given = Buffer.from(hashOf(secret));
  const expected = Buffer.from(cookieHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class UnknownSessionError extends Error {
  constructor(id: string) {
    super(`unknown shopper session ${id.slice(0, 6)}…`);
    this.name = 'UnknownSessionError';
  }
}

/** Process-local sessions: lost on restart, which is acceptable only without an event store. */
export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, ShopperSession>();
  private readonly commands = new Map<string, CartCommand[]>();
  /** The current cookie's secret hash per session; an ended session has none. */
  private readonly cookieHashes = new Map<string, string>();

  async create(): Promise<ShopperSession> {
    const session: ShopperSession = { id: newSessionId(), version: 0 };
    this.sessions.set(session.id, session);
    this.commands.set(session.id, []);
    return { ...session, cookie: this.issue(session.id) };
  }

  async authenticate(cookie: string): Promise<ShopperSession | undefined> {
    const { id, secret } = parseCookie(cookie);
    const hash = this.cookieHashes.get(id);
    return hash !== undefined && cookieMatches(hash, secret) ? this.load(id) : undefined;
  }

  async rotate(id: string): Promise<ShopperSession> {
    const session = this.update(id, (current) => current);
    return { ...session, cookie: this.issue(id) };
  }

  async load(id: string): Promise<ShopperSession | undefined> {
    const session = this.sessions.get(id);
    return session && { ...session };
  }

  async attachUpstreamSession(id: string, wooSessionToken: string): Promise<ShopperSession> {
    return this.update(id, (session) => ({ ...session, wooSessionToken }));
  }

  async signIn(id: string, tokens: SignInTokens): Promise<ShopperSession> {
    const session = this.update(id, (current) => ({
      ...current,
      guestWooSessionToken: current.authToken ? current.guestWooSessionToken : current.wooSessionToken,
      authToken: tokens.authToken,
      authTokenExpiresAt: tokens.authTokenExpiresAt,
      refreshToken: tokens.refreshToken,
      customerId: tokens.customerId,
      wooSessionToken: tokens.wooSessionToken ?? current.wooSessionToken,
    }));
    return { ...session, cookie: this.issue(id) };
  }

  async refreshTokens(
    id: string,
    tokens: { authToken: string; authTokenExpiresAt: number; refreshToken?: string },
  ): Promise<ShopperSession> {
    return this.update(id, (session) => ({
      ...session,
      authToken: tokens.authToken,
      authTokenExpiresAt: tokens.authTokenExpiresAt,
      refreshToken: tokens.refreshToken ?? session.refreshToken,
    }));
  }

  async signOut(id: string): Promise<ShopperSession> {
    // Signing out also forgets the upstream cart session: the next cart call starts a guest cart.
    this.commands.set(id, []);
    this.cookieHashes.delete(id);
    return this.update(id, (session) => ({ id: session.id, version: session.version }));
  }

  async recordCartCommand(id: string, command: CartCommand): Promise<void> {
    await this.update(id, (session) => session);
    const list = this.commands.get(id) ?? [];
    // An emptied cart has nothing to replay: keep the log short for recoveries.
    this.commands.set(id, command.type === 'empty' ? [] : [...list, structuredClone(command)]);
  }

  async cartCommands(id: string): Promise<CartCommand[]> {
    if (!this.sessions.has(id)) throw new UnknownSessionError(id);
    return structuredClone(this.commands.get(id) ?? []);
  }

  async recordCartRecovered(id: string, newWooSessionToken: string): Promise<ShopperSession> {
    return this.update(id, (session) => ({ ...session, wooSessionToken: newWooSessionToken }));
  }

  private issue(id: string): string {
    const { cookie, cookieHash } = issueCookie(id);
    this.cookieHashes.set(id, cookieHash);
    return cookie;
  }

  private update(id: string, change: (session: ShopperSession) => ShopperSession): ShopperSession {
    const current = this.sessions.get(id);
    if (!current) throw new UnknownSessionError(id);
    const next = { ...change(current), id, version: current.version + 1 };
    this.sessions.set(id, next);
    return { ...next };
  }
}
