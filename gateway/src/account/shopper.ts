import type { CartCommand } from '../cart/cart-command.ts';
import type { RotationReason, SessionStore, ShopperSession, SignInTokens } from './session-store.ts';

/** Sets (a value) or clears (`null`) the signed session cookie on the response being built. */
export type SetSessionCookie = (cookie: string | null) => void;

/**
 * One request's view of the shopper behind the cookie. The session is created lazily, the first
 * time the shopper does something that needs one (a cart or wishlist change, a sign-in), so
 * browsing creates none. `admit` guards that creation (the per-IP bound on new sessions) and
 * throws RATE_LIMITED beyond it, before anything is sent upstream.
 */
export class Shopper {
  private creating?: Promise<ShopperSession>;

  constructor(
    private readonly store: SessionStore,
    private readonly setCookie: SetSessionCookie,
    public session?: ShopperSession,
    private readonly admit: () => Promise<void> = async () => undefined,
  ) {}

  get signedIn(): boolean {
    return Boolean(this.session?.authToken);
  }

  async ensure(): Promise<ShopperSession> {
    if (this.session) return this.session;
    this.creating ??= this.admit()
      .then(() => this.store.create())
      .then((session) => this.keep(session));
    try {
      return await this.creating;
    } catch (error) {
      this.creating = undefined; // a refused creation may be asked again (and refused again)
      throw error;
    }
  }

  async attachUpstream(wooSessionToken: string): Promise<void> {
    if (this.session?.wooSessionToken === wooSessionToken) return;
    const { id } = await this.ensure();
    this.keep(await this.store.attachUpstreamSession(id, wooSessionToken));
  }

  /** Signs in; the session gets a new cookie in the same change (gateway README "Sessions"). */
  async signIn(tokens: SignInTokens): Promise<void> {
    const { id } = await this.ensure();
    this.keep(await this.store.signIn(id, tokens));
  }

  /** A new cookie for the session, the old one dead (an account made at checkout). */
  async rotate(reason: RotationReason): Promise<void> {
    if (!this.session) return;
    this.keep(await this.store.rotate(this.session.id, reason));
  }

  async refreshTokens(tokens: Parameters<SessionStore['refreshTokens']>[1]): Promise<void> {
    if (!this.session) return;
    this.keep(await this.store.refreshTokens(this.session.id, tokens));
  }

  /** Ends the session: its cookie is cleared and dead; the next action starts a new session. */
  async signOut(): Promise<void> {
    if (!this.session) return;
    await this.store.signOut(this.session.id);
    this.session = undefined;
    this.creating = undefined;
    this.setCookie(null);
  }

  async recordCartCommand(command: CartCommand, key?: string): Promise<void> {
    const { id } = await this.ensure();
    await this.store.recordCartCommand(id, command, key);
  }

  /** Keeps the session's state; a change that issued a cookie sets it on the response. */
  private keep(next: ShopperSession): ShopperSession {
    const { cookie, ...session } = next;
    if (cookie) this.setCookie(cookie);
    this.session = session;
    return session;
  }
}

/** Epoch ms of a JWT's `exp`, read without verifying: the upstream verifies its own tokens. */
export function jwtExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
