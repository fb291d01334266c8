import { closeServer, createLogger, type Logger } from '@nails/platform';
import { buildCommerceApp } from './app.ts';
import { CatalogueStore } from './catalogue/store.ts';
import { loadCommerceConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import type { CommerceRuntime } from './graphql/context.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { commonSizes, renderAllSizes } from './images/render.ts';
import { asMedia, type MediaRow } from './catalogue/records.ts';

export interface StartCommerceOptions {
  host?: string;
  port?: number;
  /** Overrides process.env (VAR_DIR, COMMERCE_WEBHOOK_URLS …); tests pass a temp VAR_DIR. */
  env?: NodeJS.ProcessEnv;
}

export interface RunningCommerce {
  url: string;
  /** The service's logger (the stop handler flushes it last). */
  logger: Logger;
  close(): Promise<void>;
}

/**
 * Starts the commerce back end in this process: opens (and migrates) the SQLite database under
 * ${VAR_DIR}/commerce/, seeds the press-on nails shop into an empty one, and listens.
 */
export async function startCommerce(options: StartCommerceOptions = {}): Promise<RunningCommerce> {
  const env = { ...process.env, ...options.env };
  const config = loadCommerceConfig(env);
  // Level and format from the settings the service was started with (LOG_LEVEL, APP_MODE).
  const logger = createLogger('commerce', { level: config.LOG_LEVEL, appMode: config.APP_MODE });
  const db = openDatabase(config.databaseFile);
  if (config.COMMERCE_SEED === 'auto')
    seedIfEmpty(db, logger, {
      commerceDir: config.commerceDir,
      demoCustomer: config.APP_MODE !== 'production',
    });

  let listenUrl = '';
  const runtime: CommerceRuntime = {
    db,
    env,
    config,
    catalogue: new CatalogueStore(db),
    publicUrl: () => (config.COMMERCE_PUBLIC_URL ?? listenUrl).replace(/\/$/, ''),
  };
  const app = await buildCommerceApp(runtime, {
    loggerInstance: logger,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    pluginTimeout: 60_000,
  });
  const host = options.host ?? config.COMMERCE_HOST;
  await app.listen({ host, port: options.port ?? config.COMMERCE_PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? config.COMMERCE_PORT);
  // Listening on every interface (containers) still gives a URL a local client can open.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  listenUrl = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;

  let closed = false;
  const warmUp =
    config.COMMERCE_PRERENDER_IMAGES === 'on' ? prerenderImages(runtime, () => closed) : Promise.resolve();
  return {
    url: listenUrl,
    logger,
    async close() {
      if (closed) return;
      closed = true;
      await warmUp;
      // The gateway keeps its connections alive: each is closed once idle rather than after
      // Fastify's 72 s keep-alive timeout (platform/src/close-server.ts), so a restart takes seconds.
      await closeServer(app);
      db.close();
    },
  };
}

export { loadCommerceConfig, type CommerceConfig } from './config.ts';
/** The shop owner's "mark paid" (CLI `order-paid`), for suites that pay a cash or bank order. */
export { markOrderPaidOffline } from './shop/orders/mark-paid-offline.ts';
/** The shop owner's "approve" of a held review (CLI `review-approve`), for suites that publish one. */
export { approveReviewOffline } from './catalogue/approve-review-offline.ts';

/** Draws the listing images of a fresh shop one at a time in the background (errors only logged). */
async function prerenderImages(runtime: CommerceRuntime, stopped: () => boolean): Promise<void> {
  const media = (runtime.db.prepare('SELECT * FROM media ORDER BY id').all() as MediaRow[]).map(asMedia);
  try {
    await renderAllSizes(runtime.config.uploadsDir, media, {
      sizes: commonSizes,
      workers: 1,
      shouldStop: stopped,
    });
  } catch (error) {
    console.error('[commerce] drawing images in the background failed', error);
  }
}
