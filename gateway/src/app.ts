import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { compressPlugin } from './plugins/external/compress.ts';
import { cookiePlugin } from './plugins/external/cookie.ts';
import { graphqlPlugin } from './plugins/external/mercurius.ts';
import { queryLimits, type QueryLimits } from './graphql/limits.ts';
import { shopperSessionPlugin } from './plugins/app/shopper-session.ts';
import { upstreamsPlugin } from './plugins/app/upstreams.ts';
import { catalogueSyncPlugin } from './catalogue/sync-plugin.ts';
import { metrics, observability, type GatewayMetrics } from './observability/plugin.ts';
import { metricsListener } from './observability/metrics-listener.ts';
import { healthRoutes } from './routes/health.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { contentWebhookRoutes } from './routes/content-webhooks.ts';
import { restockPlugin } from './restock/restock-plugin.ts';
import { createGatewaySchema, type SchemaExtension } from './schema/create-schema.ts';
import type { EventStore } from './state/open-event-store.ts';
import { cartRecovery } from './cart/recover-lost-cart.ts';
import { keepConnectionsBeingAnswered } from './plugins/app/answering-connections.ts';
import { storeSettings } from './schema/store-settings.ts';
import { buildInfo, buildRoutes } from './routes/builds.ts';
import { imageRoutes } from './routes/images.ts';
import { seoRoutes } from './routes/seo.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { corsPlugin } from './plugins/external/cors.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { InMemorySessionStore, type SessionStore } from './account/session-store.ts';
import type { ContentClient } from './content/content-client.ts';
import type { RecoverCart } from './cart/recover-lost-cart.ts';

/**
 * What a caller can swap in. `server.ts` passes the event store, whose sessions replace
 * the in-memory store and which backs cart recovery, wishlist, newsletter and checkout.
 */
export interface GatewayServices {
  events?: EventStore;
  sessionStore?: SessionStore;
  /** Cart recovery: rebuilds a lost upstream cart; true when the failed request may be retried. */
  recoverCart?: RecoverCart;
  /** Prometheus metrics; tests pass their own registry. */
  metrics?: GatewayMetrics;
  /**
   * The content client (`createContentClient`), when the caller made it first to share it with the
   * event store; otherwise the app makes its own. Either way it is `app.upstreams.content`.
   */
  content?: ContentClient;
  /** Extra GraphQL fields beside the gateway's and the event-sourced ones. */
  extensions?: SchemaExtension[];
  /** The GraphQL edge limits (graphql/limits.ts); `false` only for the bench's limits-off figures. */
  queryLimits?: QueryLimits | false;
}

/**
 * How long a client may take to send what it sends (gateway README "Slow clients"): the headers
 * within 10 s, the whole request (headers and body) within 30 s, else 408 and the connection is
 * closed. Node checks these only every `connectionsCheckingInterval` (30 s by default, so a body
 * trickling at 1 byte/s lived up to 60 s); every second, a late request is cut at 30-31 s. A
 * trickle keeps the socket busy, so the idle `connectionTimeout` alone never cuts it. A connection
 * whose request is still being answered is not idle (`keepConnectionsBeingAnswered`).
 */
export const serverTimeouts = {
  connectionTimeout: 30_000,
  requestTimeout: 30_000,
  http: { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
} satisfies FastifyHttpOptions<Server>;

/** Builds the gateway without listening, so tests can call it with `app.inject`. */
export async function buildApp(
  config: GatewayConfig,
  options: FastifyServerOptions = {},
  services: GatewayServices = {},
): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: config.BODY_LIMIT_BYTES, trustProxy: config.TRUST_PROXY, ...options });
  keepConnectionsBeingAnswered(app);
  app.decorate('config', config);
  app.decorate('events', services.events);
  app.decorate(
    'sessionStore',
    services.sessionStore ?? services.events?.sessions ?? new InMemorySessionStore(),
  );
  // First, so its hooks time every route (metrics at /metrics, trace ids in logs).
  // With METRICS_PORT, /metrics is served on that listener only, never on the public port.
  const ownMetricsPort = config.METRICS_PORT !== undefined;
  // `events`: appends, the shop funnel and the outbox backlog are read from the event log.
  await app.register(observability, {
    metrics: services.metrics,
    path: ownMetricsPort ? false : '/metrics',
    events: services.events,
  });
  if (ownMetricsPort)
    await app.register(metricsListener, {
      host: config.METRICS_HOST,
      port: config.METRICS_PORT!,
      metrics: services.metrics ?? metrics,
    });
  await app.register(errorHandlerPlugin);
  await app.register(helmetPlugin);
  await app.register(compressPlugin);
  await app.register(corsPlugin);
  await app.register(cookiePlugin);
  await app.register(upstreamsPlugin, { metrics: services.metrics, content: services.content });
  // The newsletter (its outbox and settings) talks to the content service through the app's client.
  services.events?.useContent(app.upstreams.content);
  await app.register(catalogueSyncPlugin);
  await app.register(shopperSessionPlugin);
  // Back-in-stock alerts: their commands (in the schema), the product webhook and the mail outbox.
  await app.register(restockPlugin);
  const schema = createGatewaySchema({
    ...app.upstreams,
    settings: storeSettings({
      autoOpenCart: config.AUTO_OPEN_CART,
      productsPerPage: config.CATALOGUE_PER_PAGE,
    }),
    maxPerPage: config.CATALOGUE_MAX_PER_PAGE,
    buildInfo: () => buildInfo(config.WEB_DIST_DIR),
    recoverCart:
      services.recoverCart ??
      (services.events ? cartRecovery(services.events, app.upstreams.transport) : undefined),
    events: services.events,
    restock: app.restock,
    extensions: services.extensions,
    observe: {
      funnel: (step) => (services.metrics ?? metrics).recordFunnel(step),
      cartRecovery: (ok) => (services.metrics ?? metrics).recordCartRecovery(ok),
    },
    log: app.log,
    maxCachedBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
  });
  await app.register(graphqlPlugin, { schema, limits: services.queryLimits ?? queryLimits });
  await app.register(healthRoutes);
  await app.register(webhookRoutes);
  await app.register(contentWebhookRoutes);
  await app.register(buildRoutes);
  await app.register(imageRoutes);
  await app.register(seoRoutes);
  await app.register(downloadRoutes);
  await app.register(myDataRoutes);
  await app.register(storefrontRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig;
    sessionStore: SessionStore;
    events: EventStore | undefined;
  }
}
