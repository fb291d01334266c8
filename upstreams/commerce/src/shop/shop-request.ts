import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { customerById, type Customer } from './accounts/customers.ts';
import {
  newSessionKey,
  readSessionToken,
  SESSION_TTL_SECONDS,
  signSessionToken,
  TokenError,
  verifyUserToken,
} from './auth/tokens.ts';
import {
  ensureSession,
  loadSession,
  mergeSessions,
  updateSession,
  type ShopSession,
} from './cart/session-store.ts';
import type { ShopServices } from './services.ts';

export const SESSION_HEADER = 'woocommerce-session';

export interface Viewer {
  customer: Customer;
  family: string;
}

/**
 * One request's view of the shopper: who is signed in (Authorization: Bearer) and which
 * WooGraphQL session (woocommerce-session: Session <token>) the cart lives in. Both are resolved
 * lazily, so catalogue-only requests never create a session.
 */
export class ShopRequest {
  private viewerPromise: Promise<Viewer | undefined> | undefined;
  private sessionPromise: Promise<ShopSession> | undefined;
  private token: string | undefined;

  constructor(
    readonly services: ShopServices,
    private readonly sessionHeader: string | undefined,
    private readonly authHeader: string | undefined,
    private readonly reply: FastifyReply | undefined,
    /** Base of absolute links this service hands out (signed download URLs). */
    readonly publicUrl: string,
  ) {}

  get db() {
    return this.services.db;
  }

  viewer(): Promise<Viewer | undefined> {
    this.viewerPromise ??= this.readViewer();
    return this.viewerPromise;
  }

  /** The signed-in customer, or an UNAUTHENTICATED error. */
  async requireViewer(): Promise<Viewer> {
    const viewer = await this.viewer();
    if (!viewer)
      throw new GraphQLError('You must be signed in to do that.', {
        extensions: { code: 'UNAUTHENTICATED' },
      });
    return viewer;
  }

  /** After login/register/logout inside this request: later fields see the new shopper. */
  switchViewer(viewer: Viewer | undefined): void {
    this.viewerPromise = Promise.resolve(viewer);
    this.sessionPromise = undefined;
  }

  /** The session the cart lives in, created when the request brought none. */
  session(): Promise<ShopSession> {
    this.sessionPromise ??= this.resolveSession();
    return this.sessionPromise;
  }

  /** The session without creating one (guests who never touched a cart have none). */
  async existingSession(): Promise<ShopSession | undefined> {
    if (this.sessionPromise) return this.sessionPromise;
    if (!this.sessionHeader && !(await this.viewer())) return undefined;
    return this.session();
  }

  /** The token of the current session (also sent as the woocommerce-session response header). */
  async sessionToken(): Promise<string> {
    await this.session();
    return this.token!;
  }

  /** Reloads the session row after a mutation changed it. */
  async refreshSession(): Promise<ShopSession> {
    const current = await this.session();
    const fresh = loadSession(this.db, current.key) ?? current;
    this.sessionPromise = Promise.resolve(fresh);
    return fresh;
  }

  private async readViewer(): Promise<Viewer | undefined> {
    const match = /^Bearer\s+(.+)$/i.exec(this.authHeader ?? '');
    if (!match?.[1]) return undefined;
    try {
      const { userId, family } = await verifyUserToken(this.services.keys, match[1].trim(), 'auth');
      const active = this.db
        .prepare('SELECT 1 FROM auth_families WHERE id = ? AND customer_id = ? AND revoked_at IS NULL')
        .get(family, userId);
      const customer = active ? customerById(this.db, userId) : undefined;
      if (!customer) throw new TokenError('Invalid auth token');
      return { customer, family };
    } catch (error) {
      if (error instanceof TokenError) {
        // WPGraphQL JWT Authentication refuses the whole request on a bad token; the client
        // then refreshes it or signs in again.
        throw new GraphQLError('The auth token is invalid or has expired.', {
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
      throw error;
    }
  }

  /** The session named by the request's token, with the token itself while it is fresh enough to keep. */
  private async headerSession(): Promise<{ key: string; token: string; fresh: boolean } | undefined> {
    const match = /^Session\s+(.+)$/i.exec(this.sessionHeader ?? '');
    const raw = (match?.[1] ?? this.sessionHeader)?.trim();
    if (!raw) return undefined;
    try {
      const { key, expiresAt } = await readSessionToken(this.services.keys, raw);
      return { key, token: raw, fresh: expiresAt - Date.now() / 1000 > SESSION_TTL_SECONDS / 2 };
    } catch (error) {
      if (error instanceof TokenError)
        throw new GraphQLError(error.message, { extensions: { code: 'INVALID_SESSION' } });
      throw error;
    }
  }

  private async resolveSession(): Promise<ShopSession> {
    const viewer = await this.viewer();
    const presented = await this.headerSession();
    const headerKey = presented?.key;
    let session: ShopSession;
    if (viewer) {
      const customerKey = String(viewer.customer.id);
      session = ensureSession(this.db, customerKey, viewer.customer.id);
      // A guest cart brought to a signed-in request joins the customer's cart (WooCommerce's merge).
      if (headerKey && headerKey !== customerKey) {
        mergeSessions(this.db, headerKey, customerKey);
        session = loadSession(this.db, customerKey)!;
      }
    } else if (headerKey?.startsWith('t_')) {
      session = loadSession(this.db, headerKey) ?? ensureSession(this.db, headerKey, null);
    } else {
      // No session, or a customer's session without their auth token (after logout): a fresh
      // guest cart. The customer's cart stays stored for their next sign-in, as in WooCommerce.
      session = ensureSession(this.db, newSessionKey(), null);
    }
    if (viewer && !session.shipping.country) {
      // A returning customer's cart is priced for their saved address until they change it.
      const saved = viewer.customer.shipping.country ? viewer.customer.shipping : viewer.customer.billing;
      if (saved.country) {
        updateSession(this.db, session.key, {
          shipping: {
            country: saved.country,
            state: saved.state ?? '',
            postcode: saved.postcode ?? '',
            city: saved.city ?? '',
          },
        });
        session = loadSession(this.db, session.key)!;
      }
    }
    // Like WooGraphQL, a new token goes out only for a new session or one past half its life;
    // otherwise the client keeps the one it sent (no needless churn in the gateway's session log).
    if (presented && presented.key === session.key && presented.fresh) {
      this.token = presented.token;
    } else {
      this.token = (await signSessionToken(this.services.keys, session.key)).token;
      this.reply?.header(SESSION_HEADER, this.token);
    }
    return session;
  }
}

/** Reads the dialect's headers; wired into Mercurius' context by the commerce app. */
export function shopRequestFrom(
  services: ShopServices,
  request: FastifyRequest,
  reply: FastifyReply | undefined,
  publicUrl: string,
): ShopRequest {
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return new ShopRequest(services, header(SESSION_HEADER), header('authorization'), reply, publicUrl);
}
