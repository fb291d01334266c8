import { loadOrCreateSecrets, type Logger } from '@nails/platform';
import { recoverCart } from '../cart/cart-recovery.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import { CatalogueRepository } from './catalogue.ts';
import { CheckoutRepository } from '../checkout/checkout.ts';
import { connectEventStore } from './connection.ts';
import { createContentClient, type ContentClient } from '../content/content-client.ts';
import { postSubscriptionEmail } from '../newsletter/delivery.ts';
import { openLog, type EventLog } from './log.ts';
import { NewsletterRepository } from '../newsletter/newsletter.ts';
import { OrdersRepository } from '../checkout/orders.ts';
import { NewsletterOutbox, type OutboxOptions } from '../newsletter/outbox.ts';
import { rebuildReadModels, snapshotReadModels, type RebuildReport } from './rebuild.ts';
import { SessionKeys } from '../account/session-keys.ts';
import { EventSourcedSessionStore } from '../account/event-sourced-session-store.ts';
import { tailEvents, type TailedEvent } from './tail.ts';
import { KeyRing, type TokenKeys } from '../account/token-sealing.ts';
import type { EventStoreSettings } from '../config.ts';
import { WishlistRepository } from '../wishlist/wishlist.ts';
import { degradableSessions } from './degradable-sessions.ts';

/**
 * The settings (`src/config.ts`: `loadEventStoreConfig`, or `eventStoreConfigOf` of the gateway's)
 * and a logger. Without `content` the outbox does not run; without `tokenKeys` the development
 * key generated into `${dataDir}/secrets.json` seals tokens.
 */
export interface EventStoreConfig extends EventStoreSettings {
  outbox?: OutboxOptions & { enabled?: boolean };
  tokenKeys?: TokenKeys;
  logger?: Logger;
  /** False: no time limits or breaker on the store (the command line: a rebuild may run long statements). */
  timeLimits?: boolean;
}

export interface EventStore {
  kind: 'postgres' | 'embedded';
  log: EventLog;
  sessions: EventSourcedSessionStore;
  wishlists: WishlistRepository;
  newsletter: NewsletterRepository;
  outbox: NewsletterOutbox | undefined;
  checkout: CheckoutRepository;
  orders: OrdersRepository;
  catalogue: CatalogueRepository;
  purchaseFeedEnabled: boolean;
  /** The content service (one client, with timeouts and a breaker) the newsletter talks to. */
  content: ContentClient | undefined;
  /** Replays the session's cart on a new upstream session; throws SESSION_INVALID when it cannot. */
  recoverCart(sessionId: string, transport: CommerceTransport): Promise<string>;
  rebuild(): Promise<RebuildReport>;
  snapshot(): Promise<Record<string, unknown[]>>;
  tail(
    onEvent: (event: TailedEvent) => void | Promise<void>,
    options?: { fromBeginning?: boolean },
  ): Promise<{ stop(): Promise<void> }>;
  /** Whether the store answers: a time-limited SELECT 1, or why it is degraded (`/readyz`). */
  check(): Promise<{ ok: boolean; detail?: string }>;
  /** Hears every append of this process that met a newer version (and was tried again); returns a stop. */
  onAppendConflict(listener: (stream: string) => void): () => void;
  close(): Promise<void>;
}

/** Opens the log (PostgreSQL or embedded), its read models and the repositories on top. */
export async function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  const connection = await connectEventStore(config);
  const log = await openLog(connection, config.logger, { timeLimits: config.timeLimits });
  const keys = new SessionKeys(
    // The keys' own pool waits for the store no longer than the log's (pg reads these settings
    // from the URL): a hung store costs a request one time limit there too.
    config.timeLimits === false
      ? connection.connectionString
      : withTimeLimits(connection.connectionString, log.guard.limits),
    new KeyRing(config.tokenKeys ?? { current: loadOrCreateSecrets(config.dataDir).tokenEncryptionKey }),
    { embedded: connection.kind === 'embedded', logger: config.logger },
  );
  await keys.migrate();
  const wishlists = new WishlistRepository(log);
  const orders = new OrdersRepository(log);
  const sessions = degradableSessions(
    new EventSourcedSessionStore(log, keys, {
      // Behaviour §2: what a guest kept at /wishlist follows them into my-account at sign-in.
      onSignedIn: (sessionId, customerId) =>
        wishlists.mergeGuestIntoCustomer(sessionId, customerId).then(() => undefined),
    }),
    log.guard,
  );
  const content = config.content && createContentClient(config.content, { log: config.logger });
  let outbox: NewsletterOutbox | undefined;
  const newsletter = new NewsletterRepository(log, () => outbox?.kick());
  if (content && config.outbox?.enabled !== false) {
    outbox = new NewsletterOutbox(log, newsletter, (email) => postSubscriptionEmail(content, email), {
      ...config.outbox,
      logger: config.logger,
    });
    outbox.start();
  }
  const checkout = new CheckoutRepository(log, {
    ...config.checkout,
    logger: config.logger,
    onOrderPlaced: async (sessionId, order) => {
      await orders.recordFromCheckout(order);
      // The upstream empties the cart with the order: a recovery must never bring bought items
      // back, so the cart log is closed here, retried a few times before giving up.
      await closeCartLog(() => sessions.recordCartCommand(sessionId, { type: 'empty' })).catch(
        (error: unknown) =>
          config.logger?.warn({ err: error }, 'could not close the cart log after an order'),
      );
    },
  });
  const catalogue = new CatalogueRepository(log);
  return {
    kind: connection.kind,
    log,
    sessions,
    wishlists,
    newsletter,
    outbox,
    checkout,
    orders,
    catalogue,
    purchaseFeedEnabled: config.purchaseFeedEnabled ?? false,
    content,
    check: () => log.check(),
    recoverCart: (sessionId, transport) => recoverCart(sessions, sessionId, transport),
    rebuild: () => rebuildReadModels(log),
    snapshot: () => snapshotReadModels(log),
    tail: (onEvent, options) =>
      tailEvents(log.sql, onEvent, {
        ...options,
        onError: (error) =>
          config.logger?.warn({ err: error }, 'event log tail: a pull failed; pulling again'),
      }),
    onAppendConflict(listener) {
      log.conflictListeners.add(listener);
      return () => log.conflictListeners.delete(listener);
    },
    async close() {
      checkout.close();
      await outbox?.stop();
      await keys.close();
      await log.close();
    },
  };
}

function withTimeLimits(connectionString: string, limits: { read: number; connect: number }): string {
  const url = new URL(connectionString);
  url.searchParams.set('connectionTimeoutMillis', String(limits.connect));
  url.searchParams.set('query_timeout', String(limits.read));
  return url.toString();
}

async function closeCartLog(close: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await close();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export { loadEventStoreConfig } from '../config.ts';
