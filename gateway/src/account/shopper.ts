import type { CartCommand } from '../cart/cart-command.ts';
import type { SessionStore, ShopperSession, SignInTokens } from './session-store.ts';

/**
 * One request's view of the shopper behind the cookie. The session is created lazily, the first
 * time an upstream hands out a token, so browsing the catalogue creates no sessions at all.
 */
export class Shopper {
  private creating?: Promise<ShopperSession>;

  constructor(
    private readonly store: SessionStore,
    /** Sets the signed cookie on the response being built. */
    private readonly setCookie: (id: string) => void,
    public session?: ShopperSession,
  ) {}

  get signedIn(): boolean {
    return Boolean(this.session?.authToken);
  }

  async ensure(): Promise<ShopperSession> {
    if (this.session) return this.session;
    this.creating ??= this.store.create().then((session) => {
      this.setCookie(session.id);
      this.session = session;
      return session;
    });
    return this.creating;
  }

  async attachUpstream(wooSessionToken: string): Promise<void> {
    if (this.session?.wooSessionToken === wooSessionToken) return;
    const { id } = await this.ensure();
    this.session = await this.store.attachUpstreamSession(id, wooSessionToken);
  }

  async signIn(tokens: SignInTokens): Promise<void> {
    const { id } = await this.ensure();
    this.session = await this.store.signIn(id, tokens);
  }

  async refreshTokens(tokens: Parameters<SessionStore['refreshTokens']>[1]): Promise<void> {
    if (!this.session) return;
    this.session = await this.store.refreshTokens(this.session.id, tokens);
  }

  async signOut(): Promise<void> {
    if (!this.session) return;
    this.session = await this.store.signOut(this.session.id);
  }

  async recordCartCommand(command: CartCommand, key?: string): Promise<void> {
    const { id } = await this.ensure();
    await this.store.recordCartCommand(id, command, key);
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
