import { loadOrCreateSecrets, type Logger } from '@nails/platform';
import { recoverCart, type CommerceExecutor } from './cart-recovery.ts';
import { CatalogueRepository } from './catalogue.ts';
import { CheckoutRepository } from './checkout.ts';
import { connectEventStore } from './connection.ts';
import { postSubscriptionEmail, type ContentApi } from './content-client.ts';
import { openLog, type EventLog } from './log.ts';
import { NewsletterRepository } from './newsletter.ts';
import { OrdersRepository } from './orders.ts';
import { NewsletterOutbox, type OutboxOptions } from './outbox.ts';
import { rebuildReadModels, snapshotReadModels, type RebuildReport } from './rebuild.ts';
import { SessionKeys } from './session-keys.ts';
import { EventSourcedSessionStore } from './session-store.ts';
import { tailEvents, type TailedEvent } from './tail.ts';
import { KeyRing, type TokenKeys } from './token-sealing.ts';
import { WishlistRepository } from './wishlist.ts';

export interface EventStoreConfig {
  /** A postgres:// URL; absent: the embedded PGlite store under `${dataDir}/events`. */
  eventStoreUrl?: string;
  dataDir: string;
  /** Where newsletter sign-ups are delivered; without it the outbox does not run. */
  content?: ContentApi;
  outbox?: OutboxOptions & { enabled?: boolean };
  /** The home page purchase toast uses the real feed only when the shop turns it on. */
  purchaseFeedEnabled?: boolean;
  /** CHECKOUT_WAIT_MS / CHECKOUT_SETTLE_MS (see CheckoutOptions). */
  checkout?: { waitForFirstMs?: number; settleMs?: number };
  /**
   * `TOKEN_ENCRYPTION_KEY` (and previous keys, for reading) sealing upstream tokens. Absent: the
   * development key generated into `${dataDir}/secrets.json`.
   */
  tokenKeys?: TokenKeys;
  logger?: Logger;
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
  content: ContentApi | undefined;
  /** Replays the session's cart on a new upstream session; throws SESSION_INVALID when it cannot. */
  recoverCart(sessionId: string, execute: CommerceExecutor): Promise<string>;
  rebuild(): Promise<RebuildReport>;
  snapshot(): Promise<Record<string, unknown[]>>;
  tail(
    onEvent: (event: TailedEvent) => void | Promise<void>,
    options?: { fromBeginning?: boolean },
  ): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
}

/** Opens the log (PostgreSQL or embedded), its read models and the repositories on top. */
export async function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  const connection = await connectEventStore(config);
  const log = await openLog(connection);
  const keys = new SessionKeys(
    connection.connectionString,
    new KeyRing(config.tokenKeys ?? { current: loadOrCreateSecrets(config.dataDir).tokenEncryptionKey }),
    { embedded: connection.kind === 'embedded' },
  );
  await keys.migrate();
  const wishlists = new WishlistRepository(log);
  const orders = new OrdersRepository(log);
  const sessions = new EventSourcedSessionStore(log, keys, {
    // Spec §2: what a guest kept at /wishlist follows them into my-account at sign-in.
    onSignedIn: (sessionId, customerId) =>
      wishlists.mergeGuestIntoCustomer(sessionId, customerId).then(() => undefined),
  });
  const content = config.content;
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
    recoverCart: (sessionId, execute) => recoverCart(sessions, sessionId, execute),
    rebuild: () => rebuildReadModels(log),
    snapshot: () => snapshotReadModels(log),
    tail: (onEvent, options) => tailEvents(log.connectionString, onEvent, options),
    async close() {
      checkout.close();
      await outbox?.stop();
      await catalogue.close();
      await keys.close();
      await log.close();
    },
  };
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

export { loadEventStoreConfig } from './config.ts';
export { EventSourcedSessionStore } from './session-store.ts';
export {
  expectedLines,
  isSessionLoss,
  sessionInvalid,
  type CommerceExecutor,
  type CommerceResponse,
} from './cart-recovery.ts';
export {
  CheckoutRefused,
  IdempotencyKeyError,
  idempotencyMetaKey,
  type CheckoutOutcome,
  type OrderLookup,
} from './checkout.ts';
export type { PlacedOrder } from './events.ts';
export type { WishlistOwner, WishlistItem } from './wishlist.ts';
