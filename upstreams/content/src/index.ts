import { closeServer, createLogger, type Logger } from '@nails/platform';
import type { AddressInfo } from 'node:net';
import { buildContentApp } from './app.ts';
import { loadContentConfig } from './config.ts';
import { seedContent } from './seed/seed.ts';
import { openServices } from './services.ts';

export { buildContentApp } from './app.ts';
export { loadContentConfig, type ContentConfig } from './config.ts';

export interface StartContentOptions {
  host?: string;
  port?: number;
  /** Overrides process.env (VAR_DIR, CONTENT_* settings). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts the content service in this process (the contract every package and test uses): migrates
 * and seeds `${VAR_DIR}/content/` on first start, then listens. `url` is the base URL; the REST
 * API is under `${url}/api`.
 */
export async function startContent(
  options: StartContentOptions = {},
): Promise<{ url: string; logger: Logger; close(): Promise<void> }> {
  const env = { ...process.env, ...options.env };
  const config = loadContentConfig(env);
  const services = openServices(config);
  try {
    await seedContent(services, config);
  } catch (error) {
    services.close();
    throw error;
  }
  // Level and format from the settings the service was started with (LOG_LEVEL, APP_MODE).
  const logger = createLogger('content', { level: config.LOG_LEVEL, appMode: config.APP_MODE });
  const app = await buildContentApp(config, services, {
    loggerInstance: logger,
    connectionTimeout: 30_000,
    pluginTimeout: 60_000,
  });
  await app.listen({ host: options.host ?? config.CONTENT_HOST, port: options.port ?? config.CONTENT_PORT });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  // The gateway keeps its connections alive: each is closed once idle rather than after Fastify's
  // 72 s keep-alive timeout (platform/src/close-server.ts), so a stop or a restart takes seconds.
  return { url: `http://${host}:${address.port}`, logger, close: () => closeServer(app) };
}
