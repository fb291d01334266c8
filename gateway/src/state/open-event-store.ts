import { loadOrCreateSecrets, type Logger } from '@nails/platform';
import { degradableSessions } from '../account/degradable-sessions.ts';
import { EventSourcedSessionStore } from '../account/event-sourced-session-store.ts';
import { SessionKeys } from '../account/session-keys.ts';
import { KeyRing, type TokenKeys } from '../account/token-sealing.ts';
import { recoverCart } from '../cart/cart-recovery.ts';
import { CatalogueRepository } from '../catalogue/catalogue-changes.ts';
import { CheckoutRepository } from '../checkout/checkout.ts';
import { OrdersRepository } from '../checkout/orders.ts';
import type { EventStoreSettings } from '../config.ts';
import { createContentClient, type ContentClient } from '../content/content-client.ts';
import {
  openEventLog,
  rebuildReadModels,
  snapshotReadModels,
  tailEvents,
  type EventLog,
  type RebuildReport,
  type TailedEvent,
} from '../events/index.ts';
import { postSubscriptionEmail } from '../newsletter/delivery.ts';
import { NewsletterRepository } from '../newsletter/newsletter.ts';
import { NewsletterOutbox, type OutboxOptions } from '../newsletter/outbox.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import { WishlistRepository } from '../wishlist/wishlist.ts';
import { MySizeRepository } from '../fit/my-size.ts';
import { closeCartLogAfterOrder } from '../cart/close-cart-log.ts';
import { shopReadModels } from './read-models.ts';
import { isSubjectId, PersonalData, SubjectKeys } from '../privacy/shredding/index.ts';
import type { PlacedOrder } from '../checkout/checkout-decider.ts';
import { Erasures } from '../privacy/erasure/erasure-process.ts';

/**
 * The settings (`src/config.ts`: `loadEventStoreConfig`, or `eventStoreConfigOf` of the gateway's)
 * and a logger. The newsletter outbox runs once the store has a content client; without
 * `tokenKeys` the development key generated into `${dataDir}/secrets.json` seals tokens.
 */
export interface EventStoreConfig extends EventStoreSettings {
  outbox?: OutboxOptions & { enabled?: boolean };
  /**
   * Where the content client comes from. Absent: one made from the `content` settings (the
   * command line, tests). `'app'` (the gateway's server): the app hands over the one it made
   * (`useContent`), so the gateway talks to the content service through one client, one breaker.
   */
  contentClient?: ContentClient | 'app';
  tokenKeys?: TokenKeys;
  logger?: Logger;
  /** False: no time limits or breaker on the store (the command line: a rebuild may run long statements). */
  timeLimits?: boolean;
}

export interface EventStore {
  kind: 'postgres' | 'embedded';
  log: EventLog;
  sessions: EventSourcedSessionStore;
  /** Seals and opens personal fields with their data subject's key (`privacy/shredding/`). */
  personal: PersonalData;
  subjectKeys: SubjectKeys;
  /** Customers' erasures ("delete my account"), resumed after a crash (`privacy/erasure/`). */
  erasures: Erasures;
  wishlists: WishlistRepository;
  /** The shoppers' set sizes (`fit/`). */
  sizes: MySizeRepository;
  newsletter: NewsletterRepository;
  outbox: NewsletterOutbox | undefined;
  checkout: CheckoutRepository;
  orders: OrdersRepository;
  catalogue: CatalogueRepository;
  purchaseFeedEnabled: boolean;
  /** The content service (one client, with timeouts and a breaker) the newsletter talks to. */
  content: ContentClient | undefined;
  /** The app's content client (`app.upstreams.content`): taken when the store was opened with `contentClient: 'app'`. */
  useContent(client: ContentClient): void;
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

/** Opens the log (PostgreSQL or embedded) with every concept's read models, and the repositories on top. */
export async function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  const log = await openEventLog({ ...config, readModels: shopReadModels });
  const keys = await openSessionKeys(log, config);
  const subjectKeys = await openSubjectKeys(log, config);
  const personal = new PersonalData(subjectKeys);
  const wishlists = new WishlistRepository(log);
  const sizes = new MySizeRepository(log);
  const orders = new OrdersRepository(log, personal);
  const sessions = degradableSessions(
    new EventSourcedSessionStore(log, keys, {
      // Behaviour §2: what a guest kept at /wishlist follows them into my-account at sign-in; her
      // set size too (fit README "My size at sign-in").
      onSignedIn: async (sessionId, customerId) => {
        await wishlists.mergeGuestIntoCustomer(sessionId, customerId);
        await sizes.mergeGuestIntoCustomer(sessionId, customerId);
      },
    }),
    log.guard,
  );
  const newsletter = newsletterWithOutbox(log, personal, config);
  const checkout = checkoutRepository(log, config, { personal, orders, sessions });
  const store: EventStore = {
    kind: log.kind,
    log,
    sessions,
    personal,
    subjectKeys,
    erasures: new Erasures({
      log,
      personal,
      sessions,
      wishlists,
      sizes,
      newsletter: newsletter.repository,
      logger: config.logger,
    }),
    wishlists,
    sizes,
    newsletter: newsletter.repository,
    outbox: undefined,
    checkout,
    orders,
    catalogue: new CatalogueRepository(log),
    purchaseFeedEnabled: config.purchaseFeedEnabled ?? false,
    content: undefined,
    useContent(client) {
      if (config.contentClient === 'app' && !store.content) adoptContent(client);
    },
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
      await store.outbox?.stop();
      await store.erasures.stop();
      await keys.close();
      await subjectKeys.close();
      await log.close();
    },
  };
  const adoptContent = (client: ContentClient) => {
    store.content = client;
    store.outbox = newsletter.startOutbox(client);
  };
  const ownContent = ownContentClient(config);
  if (ownContent) adoptContent(ownContent);
  return store;
}

/** Checkout attempts, whose placed orders are recorded sealed and close the session's cart log. */
function checkoutRepository(
  log: EventLog,
  config: EventStoreConfig,
  {
    personal,
    orders,
    sessions,
  }: { personal: PersonalData; orders: OrdersRepository; sessions: EventSourcedSessionStore },
): CheckoutRepository {
  return new CheckoutRepository(log, {
    ...config.checkout,
    logger: config.logger,
    sealOrder: (order) => sealPlacedOrder(personal, order),
    onOrderPlaced: async (sessionId, order) => {
      await orders.recordFromCheckout(order);
      // The upstream empties the cart with the order: a recovery must never bring bought items
      // back, so the cart log is closed here.
      await closeCartLogAfterOrder(() => sessions.recordCartCommand(sessionId, { type: 'empty' })).catch(
        (error: unknown) =>
          config.logger?.warn({ err: error }, 'could not close the cart log after an order'),
      );
    },
  });
}

/** The store's own content client, unless the app hands it its one (`contentClient: 'app'`). */
function ownContentClient(config: EventStoreConfig): ContentClient | undefined {
  if (config.contentClient === 'app') return undefined;
  return (
    config.contentClient ??
    (config.content ? createContentClient(config.content, { log: config.logger }) : undefined)
  );
}

async function openSessionKeys(log: EventLog, config: EventStoreConfig): Promise<SessionKeys> {
  const keys = new SessionKeys(keysConnection(log, config), keyRing(config), {
    embedded: log.kind === 'embedded',
    logger: config.logger,
  });
  await keys.migrate();
  return keys;
}

/** The data subjects' keys, wrapped by the same key-encryption key as the session keys (privacy README). */
async function openSubjectKeys(log: EventLog, config: EventStoreConfig): Promise<SubjectKeys> {
  const keys = new SubjectKeys(keysConnection(log, config), keyRing(config), {
    embedded: log.kind === 'embedded',
    logger: config.logger,
  });
  await keys.migrate();
  return keys;
}

// The keys' own pools wait for the store no longer than the log's (pg reads these settings from
// the URL): a hung store costs a request one time limit there too.
const keysConnection = (log: EventLog, config: EventStoreConfig) =>
  config.timeLimits === false ? log.connectionString : withTimeLimits(log.connectionString, log.guard.limits);

const keyRing = (config: EventStoreConfig) =>
  new KeyRing(config.tokenKeys ?? { current: loadOrCreateSecrets(config.dataDir).tokenEncryptionKey });

/** A checkout attempt's order with its first name and city sealed with her key; unknown buyer: left out. */
async function sealPlacedOrder(personal: PersonalData, order: PlacedOrder): Promise<PlacedOrder> {
  const { firstName, city, subject, ...rest } = order;
  if (!subject || !isSubjectId(subject)) return rest;
  return {
    ...rest,
    subject,
    ...(firstName ? { firstName: await personal.seal(subject, firstName) } : {}),
    ...(city ? { city: await personal.seal(subject, city) } : {}),
  };
}

/** The newsletter's repository, and its outbox, started once a content client is known (unless disabled). */
function newsletterWithOutbox(log: EventLog, personal: PersonalData, config: EventStoreConfig) {
  let outbox: NewsletterOutbox | undefined;
  const repository = new NewsletterRepository(log, personal, () => outbox?.kick());
  const startOutbox = (content: ContentClient): NewsletterOutbox | undefined => {
    if (config.outbox?.enabled === false) return undefined;
    outbox = new NewsletterOutbox(log, repository, (email) => postSubscriptionEmail(content, email), {
      ...config.outbox,
      logger: config.logger,
    });
    outbox.start();
    return outbox;
  };
  return { repository, startOutbox };
}

function withTimeLimits(connectionString: string, limits: { read: number; connect: number }): string {
  const url = new URL(connectionString);
  url.searchParams.set('connectionTimeoutMillis', String(limits.connect));
  url.searchParams.set('query_timeout', String(limits.read));
  return url.toString();
}

export { loadEventStoreConfig } from '../config.ts';
