import {
  newSessionId,
  UnknownSessionError,
  type CartCommand,
  type SessionStore,
  type ShopperSession,
} from '../sessions/session-store.ts';
import type { RecordedCartCommand, SessionEvent } from './events.ts';
import { collections, retryOnConflict, type EventLog } from './log.ts';
import { evolveSession, type SessionDoc } from './read-models.ts';
import { streams } from './streams.ts';

type Tokens = Parameters<SessionStore['signIn']>[1];
type RefreshedTokens = Parameters<SessionStore['refreshTokens']>[1];

/**
 * The gateway's SessionStore, event-sourced: every change is an event appended to
 * `session-<id>` at the version the change was decided on, and reads come from the inline
 * `sessions` projection (updated in the same transaction as the append).
 */
export class EventSourcedSessionStore implements SessionStore {
  constructor(
    private readonly log: EventLog,
    private readonly hooks: { onSignedIn?: (sessionId: string, customerId: number) => Promise<void> } = {},
  ) {}

  async create(): Promise<ShopperSession> {
    const id = newSessionId();
    // Version 0n: the stream must not exist, so an id can never be started twice.
    await this.log.append(
      streams.session(id),
      [{ type: 'ShopperSessionStarted', data: { sessionId: id, startedAt: now() } }],
      0n,
    );
    return { id, version: 1 };
  }

  async load(id: string): Promise<ShopperSession | undefined> {
    const doc = await this.log.read<SessionDoc>(collections.sessions, streams.session(id));
    return doc && toSession(id, doc);
  }

  attachUpstreamSession(id: string, wooSessionToken: string): Promise<ShopperSession> {
    return this.change(id, (doc) => [
      {
        type: 'UpstreamSessionAttached',
        data: { wooSessionToken, replaced: doc.wooSessionToken !== undefined },
      },
    ]);
  }

  async signIn(id: string, tokens: Tokens): Promise<ShopperSession> {
    const session = await this.change(id, () => [{ type: 'ShopperSignedIn', data: { ...tokens } }]);
    await this.hooks.onSignedIn?.(id, tokens.customerId);
    return session;
  }

  refreshTokens(id: string, tokens: RefreshedTokens): Promise<ShopperSession> {
    return this.change(id, () => [{ type: 'ShopperTokensRefreshed', data: { ...tokens } }]);
  }

  signOut(id: string): Promise<ShopperSession> {
    return this.change(id, () => [{ type: 'ShopperSignedOut', data: { signedOutAt: now() } }]);
  }

  /**
   * `key` (optional, beyond the contract) is the upstream line key an `add` produced: with it a
   * recovery maps later quantity/remove commands onto the new session's keys.
   */
  async recordCartCommand(id: string, command: CartCommand, key?: string): Promise<void> {
    await this.change(id, () => [{ type: 'CartCommandApplied', data: key ? { command, key } : { command } }]);
  }

  async cartCommands(id: string): Promise<CartCommand[]> {
    return (await this.recordedCart(id)).map((recorded) => recorded.command);
  }

  /** The cart log with the line keys the gateway recorded, for a recovery. */
  async recordedCart(id: string): Promise<RecordedCartCommand[]> {
    const doc = await this.log.read<SessionDoc>(collections.sessions, streams.session(id));
    if (!doc) throw new UnknownSessionError(id);
    return doc.cart;
  }

  recordCartRecovered(
    id: string,
    newWooSessionToken: string,
    commands?: RecordedCartCommand[],
  ): Promise<ShopperSession> {
    return this.change(id, (doc) => [
      {
        type: 'CartRecovered',
        data: { wooSessionToken: newWooSessionToken, commands: commands ?? doc.cart, recoveredAt: now() },
      },
    ]);
  }

  /** Decides events from the current state and appends them at that state's version. */
  private change(id: string, decide: (doc: SessionDoc) => SessionEvent[]): Promise<ShopperSession> {
    const stream = streams.session(id);
    return retryOnConflict(this.log, stream, async () => {
      const doc = await this.log.read<SessionDoc>(collections.sessions, stream);
      if (!doc) throw new UnknownSessionError(id);
      const events = decide(doc);
      await this.log.append(stream, events, BigInt(doc.version));
      const next = events.reduce(
        (state, event, index) =>
          evolveSession(state, {
            ...event,
            metadata: { streamPosition: BigInt(doc.version + index + 1) },
          } as never),
        doc,
      );
      return toSession(id, next);
    });
  }
}

function toSession(id: string, doc: SessionDoc): ShopperSession {
  const session: ShopperSession = { id, version: doc.version };
  if (doc.wooSessionToken !== undefined) session.wooSessionToken = doc.wooSessionToken;
  if (doc.authToken !== undefined) session.authToken = doc.authToken;
  if (doc.authTokenExpiresAt !== undefined) session.authTokenExpiresAt = doc.authTokenExpiresAt;
  if (doc.refreshToken !== undefined) session.refreshToken = doc.refreshToken;
  if (doc.customerId !== undefined) session.customerId = doc.customerId;
  return session;
}

const now = () => new Date().toISOString();
