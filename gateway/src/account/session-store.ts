import { randomBytes } from 'node:crypto';
import type { CartCommand } from '../cart/cart-command.ts';

/**
 * Where the gateway keeps a shopper's upstream tokens (architecture: "Secrets never reach the
 * browser"). The browser holds only `id`, inside a signed HttpOnly cookie. This interface is the
 * contract the event-sourced store implements too; the in-memory
 * store below is the default for tests and for a gateway built without an event store.
 */
export interface ShopperSession {
  id: string; // opaque id in the signed HttpOnly cookie
  wooSessionToken?: string; // upstream `woocommerce-session` JWT
  authToken?: string;
  authTokenExpiresAt?: number; // epoch ms
  refreshToken?: string;
  customerId?: number; // commerce databaseId when signed in
  version: number; // stream version, for expected-version appends
}

/** What a sign-in hands the session: commerce's tokens and the customer they belong to. */
export interface SignInTokens {
  authToken: string;
  authTokenExpiresAt: number;
  refreshToken: string;
  customerId: number;
  wooSessionToken?: string;
}

export interface SessionStore {
  create(): Promise<ShopperSession>;
  load(id: string): Promise<ShopperSession | undefined>;
  attachUpstreamSession(id: string, wooSessionToken: string): Promise<ShopperSession>;
  signIn(id: string, tokens: SignInTokens): Promise<ShopperSession>;
  refreshTokens(
    id: string,
    tokens: { authToken: string; authTokenExpiresAt: number; refreshToken?: string },
  ): Promise<ShopperSession>;
  signOut(id: string): Promise<ShopperSession>;
  /** `key`: the upstream line key an `add` produced, when known (a recovery maps it onto the new cart's). */
  recordCartCommand(id: string, command: CartCommand, key?: string): Promise<void>;
  cartCommands(id: string): Promise<CartCommand[]>; // what a cart recovery replays, oldest first
  recordCartRecovered(id: string, newWooSessionToken: string): Promise<ShopperSession>;
}

/** 32 random bytes, URL-safe: unguessable, and carries nothing about the shopper. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

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

  async create(): Promise<ShopperSession> {
    const session: ShopperSession = { id: newSessionId(), version: 0 };
    this.sessions.set(session.id, session);
    this.commands.set(session.id, []);
    return { ...session };
  }

  async load(id: string): Promise<ShopperSession | undefined> {
    const session = this.sessions.get(id);
    return session && { ...session };
  }

  async attachUpstreamSession(id: string, wooSessionToken: string): Promise<ShopperSession> {
    return this.update(id, (session) => ({ ...session, wooSessionToken }));
  }

  async signIn(id: string, tokens: SignInTokens): Promise<ShopperSession> {
    return this.update(id, (session) => ({
      ...session,
      authToken: tokens.authToken,
      authTokenExpiresAt: tokens.authTokenExpiresAt,
      refreshToken: tokens.refreshToken,
      customerId: tokens.customerId,
      wooSessionToken: tokens.wooSessionToken ?? session.wooSessionToken,
    }));
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

  private update(id: string, change: (session: ShopperSession) => ShopperSession): ShopperSession {
    const current = this.sessions.get(id);
    if (!current) throw new UnknownSessionError(id);
    const next = { ...change(current), id, version: current.version + 1 };
    this.sessions.set(id, next);
    return { ...next };
  }
}
