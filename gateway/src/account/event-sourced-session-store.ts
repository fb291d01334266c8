import {
  cookieMatches,
  issueCookie,
  newSessionId,
  parseCookie,
  UnknownSessionError,
  type RotationReason,
  type SessionStore,
  type SignInTokens,
  type ShopperSession,
} from './session-store.ts';
import { sql } from '@event-driven-io/dumbo';
import type { PongoDocument } from '@event-driven-io/pongo';
import { LRUCache } from 'lru-cache';
import type { CartCommand, RecordedCartCommand } from '../cart/cart-command.ts';
import { decideCartRecord, type CartRecordCommand } from '../cart/cart-record-decider.ts';
import { retryOnConflict, strip, type EventLog } from '../events/log.ts';
import {
  decideSession,
  initialSessionState,
  type SessionCommand,
  type SessionEvent,
} from './session-decider.ts';
import { evolveSessionDoc, sessionCollection, sessionStream, type SessionDoc } from './session-model.ts';
import { KeysOfOneRequest, sessionKeysTable, type DataKeys, type KeyRow } from './session-keys.ts';
import { openToken, sealedWith, sealToken, type DataKey } from './token-sealing.ts';

type RefreshedTokens = Parameters<SessionStore['refreshTokens']>[1];
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * The gateway's SessionStore, event-sourced: every change is an event appended to
 * `session-<id>` at the version the change was decided on, and reads come from the inline
 * `sessions` projection (updated in the same transaction as the append). Upstream tokens are
 * sealed with the session's data key before they are appended (`token-sealing.ts`), so neither
 * the log nor the `sessions` table holds one in plain text; sign-out deletes that key.
 */
export class EventSourcedSessionStore implements SessionStore {
  constructor(
    private readonly log: EventLog,
    private readonly keys: DataKeys,
    private readonly hooks: { onSignedIn?: (sessionId: string, customerId: number) => Promise<void> } = {},
    /**
     * A request's view only: the session document it last read or wrote, by session id. Its next
     * change is decided on it without reading it again; an append that finds the session moved
     * on meanwhile (another tab, another gateway) is a conflict, and the retry reads it afresh
     * (`src/events/README.md`, "Statements per command").
     */
    private readonly seen?: Map<string, SessionDoc>,
    /**
     * The version each session was last written at by this process, shared by every request's
     * view: a document a request read before another of the shopper's commands changed the
     * session (she tapped twice, two tabs) is not decided on, but read again, so the commands
     * the shopper's lock queues behind each other do not all lose a race and wait to retry.
     */
    private readonly written = new LRUCache<string, number>({ max: 100_000 }),
  ) {}

  /**
   * The store as one request uses it: each session's data key read once (`KeysOfOneRequest`),
   * and its document read once unless another change came between.
   */
  forRequest(): EventSourcedSessionStore {
    return new EventSourcedSessionStore(
      this.log,
      new KeysOfOneRequest(this.keys),
      this.hooks,
      new Map(),
      this.written,
    );
  }

  async create(): Promise<ShopperSession> {
    const id = newSessionId();
    const { cookie, cookieHash } = issueCookie(id);
    // Version 0n: the stream must not exist, so an id can never be started twice.
    await this.log.append(
      sessionStream(id),
      decideSession(
        { type: 'StartSession', data: { sessionId: id, startedAt: now(), cookieHash } },
        initialSessionState(),
      ),
      0n,
    );
    return { id, version: 1, cookie };
  }

  async load(id: string): Promise<ShopperSession | undefined> {
    const doc = await this.read(id);
    return doc && this.toSession(id, doc);
  }

  /** One read by the stream's key; the secret is checked against the hash the stream keeps. */
  async authenticate(cookie: string): Promise<ShopperSession | undefined> {
    const { id, secret } = parseCookie(cookie);
    if (!id) return undefined;
    const doc = await this.read(id);
    if (!doc || doc.ended || !cookieMatches(doc.cookieHash, secret)) return undefined;
    return this.toSession(id, doc);
  }

  async rotate(id: string, reason: RotationReason): Promise<ShopperSession> {
    const { cookie, cookieHash } = issueCookie(id);
    const session = await this.handle(id, {
      type: 'RotateSessionCookie',
      data: { cookieHash, reason, rotatedAt: now() },
    });
    return { ...session, cookie };
  }

  async attachUpstreamSession(id: string, wooSessionToken: string): Promise<ShopperSession> {
    // An empty token forgets the upstream session; there is nothing to seal.
    const sealed = wooSessionToken ? (await this.sealer(id))(wooSessionToken) : '';
    return this.handle(id, { type: 'AttachUpstreamSession', data: { wooSessionToken: sealed } });
  }

  async signIn(id: string, tokens: SignInTokens): Promise<ShopperSession> {
    const seal = await this.sealer(id);
    const data = {
      ...tokens,
      authToken: seal(tokens.authToken),
      refreshToken: seal(tokens.refreshToken),
      ...(tokens.wooSessionToken ? { wooSessionToken: seal(tokens.wooSessionToken) } : {}),
    };
    await this.keys.assignCustomer(id, tokens.customerId);
    const { cookie, cookieHash } = issueCookie(id);
    const session = await this.handle(id, { type: 'SignIn', data: { tokens: data, cookieHash, at: now() } });
    await this.hooks.onSignedIn?.(id, tokens.customerId);
    return { ...session, cookie };
  }

  async refreshTokens(id: string, tokens: RefreshedTokens): Promise<ShopperSession> {
    const seal = await this.sealer(id);
    const data = {
      ...tokens,
      authToken: seal(tokens.authToken),
      ...(tokens.refreshToken ? { refreshToken: seal(tokens.refreshToken) } : {}),
    };
    return this.handle(id, { type: 'RefreshTokens', data });
  }

  /**
   * The data key goes first: once it is deleted every token this session ever sealed is
   * unreadable, even if the sign-out event then fails to append. The next token (a new guest
   * cart) is sealed with a new key.
   */
  async signOut(id: string): Promise<ShopperSession> {
    await this.keys.shred(id);
    return this.handle(id, { type: 'SignOut', data: { at: now() } });
  }

  /**
   * `key` (optional, beyond the contract) is the upstream line key an `add` produced: with it a
   * recovery maps later quantity/remove commands onto the new session's keys.
   */
  async recordCartCommand(id: string, command: CartCommand, key?: string): Promise<void> {
    await this.handleCart(id, { type: 'RecordCartCommand', data: key ? { command, key } : { command } });
  }

  async cartCommands(id: string): Promise<CartCommand[]> {
    return (await this.recordedCart(id)).map((recorded) => recorded.command);
  }

  /** The cart log with the line keys the gateway recorded, for a recovery. */
  async recordedCart(id: string): Promise<RecordedCartCommand[]> {
    const doc = await this.log.read<SessionDoc>(sessionCollection, sessionStream(id));
    if (!doc) throw new UnknownSessionError(id);
    return doc.cart;
  }

  async recordCartRecovered(
    id: string,
    newWooSessionToken: string,
    commands?: RecordedCartCommand[],
  ): Promise<ShopperSession> {
    const sealed = (await this.sealer(id))(newWooSessionToken);
    return this.handleCart(id, {
      type: 'RecordCartRecovery',
      data: { wooSessionToken: sealed, ...(commands ? { commands } : {}), recoveredAt: now() },
    });
  }

  /** Customer erasure: every session the customer signed in on loses its tokens for good. */
  forgetCustomer(customerId: number): Promise<number> {
    return this.keys.shredCustomer(customerId);
  }

  /** Seals with the session's data key, made on first use. */
  private async sealer(id: string): Promise<(token: string) => string> {
    const dek = await this.keys.get(id, { create: true });
    if (!dek) throw new Error('no data key could be made for this session');
    return (token) => sealToken(id, dek, token);
  }

  /** The session with its tokens opened; a token whose key was shredded reads as absent. */
  private async toSession(id: string, doc: SessionDoc): Promise<ShopperSession> {
    const stored = [doc.wooSessionToken, doc.authToken, doc.refreshToken, doc.guestWooSessionToken];
    const needsKey = stored.some((value) => value && sealedWith(value));
    const dek: DataKey | undefined = needsKey ? await this.keys.get(id, { create: false }) : undefined;
    const open = (value: string | undefined) => (value ? openToken(id, dek, value) : value);
    const session: ShopperSession = { id, version: doc.version };
    const wooSessionToken = open(doc.wooSessionToken);
    const authToken = open(doc.authToken);
    const refreshToken = open(doc.refreshToken);
    if (wooSessionToken !== undefined) session.wooSessionToken = wooSessionToken;
    if (authToken !== undefined) session.authToken = authToken;
    if (authToken !== undefined && doc.authTokenExpiresAt !== undefined)
      session.authTokenExpiresAt = doc.authTokenExpiresAt;
    if (refreshToken !== undefined) session.refreshToken = refreshToken;
    if (doc.customerId !== undefined) session.customerId = doc.customerId;
    const guestWooSessionToken = open(doc.guestWooSessionToken);
    if (guestWooSessionToken !== undefined) session.guestWooSessionToken = guestWooSessionToken;
    return session;
  }

  /** A session command, decided by the session decider (`session-decider.ts`). */
  private handle(id: string, command: SessionCommand): Promise<ShopperSession> {
    return this.change(id, (doc) => decideSession(command, doc));
  }

  /** A cart record command, decided by the cart record's decider (`cart/cart-record-decider.ts`). */
  private handleCart(id: string, command: CartRecordCommand): Promise<ShopperSession> {
    return this.change(id, (doc) => decideCartRecord(command, doc));
  }

  /** The session's document, read from the log (and remembered by a request's view). */
  private async read(id: string): Promise<SessionDoc | undefined> {
    const doc =
      this.keys instanceof KeysOfOneRequest && !this.keys.knows(id)
        ? await this.readWithKey(id, this.keys)
        : await this.log.read<SessionDoc>(sessionCollection, sessionStream(id));
    if (doc) this.seen?.set(id, doc);
    else this.seen?.delete(id);
    return doc;
  }

  /**
   * A request's first read of a session: its document and its data key in one statement (the
   * keys' table lives in the log's database, `state/open-event-store.ts`), the key remembered for
   * the request as a read of its own would be (`KeysOfOneRequest`), so opening the session's
   * tokens reads nothing more (`src/events/README.md`, "Statements per command").
   */
  private async readWithKey(id: string, keys: KeysOfOneRequest): Promise<SessionDoc | undefined> {
    const found = await this.log.sql.execute.query<{ data: PongoDocument } & Nullable<KeyRow>>(
      sql(
        `SELECT session.data, data_key.dek_id, data_key.kek_id, data_key.wrapped
         FROM %I session LEFT JOIN %I data_key ON data_key.session_id = %L
         WHERE session._id = %L LIMIT 1`,
        sessionCollection,
        sessionKeysTable,
        id,
        sessionStream(id),
      ),
    );
    const row = found.rows[0];
    if (!row) return undefined;
    const { dek_id, kek_id, wrapped } = row;
    if (dek_id && kek_id && wrapped) keys.remember(id, { dek_id, kek_id, wrapped });
    return strip(row.data) as SessionDoc;
  }

  /**
   * Decides events from the current state and appends them at that state's version: the state
   * this request's view last saw, else (and on every retry after a conflict) read afresh.
   */
  private change(id: string, decide: (doc: SessionDoc) => SessionEvent[]): Promise<ShopperSession> {
    const stream = sessionStream(id);
    return retryOnConflict(this.log, stream, async () => {
      const seen = this.seen?.get(id);
      this.seen?.delete(id);
      const current = seen && seen.version >= (this.written.get(id) ?? 0) ? seen : undefined;
      const doc = current ?? (await this.log.read<SessionDoc>(sessionCollection, stream));
      if (!doc) throw new UnknownSessionError(id);
      const events = decide(doc);
      const next = events.reduce(
        (state, event, index) =>
          evolveSessionDoc(state, {
            ...event,
            metadata: { streamPosition: BigInt(doc.version + index + 1) },
          } as never),
        doc,
      );
      // The session's document as folded here is written with the append (`folded-append.ts`).
      await this.log.append(stream, events, BigInt(doc.version), {
        collection: sessionCollection,
        id: stream,
        doc: next,
      });
      this.seen?.set(id, next);
      this.written.set(id, next.version);
      return this.toSession(id, next);
    });
  }
}

const now = () => new Date().toISOString();
