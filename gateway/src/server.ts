import { createLogger, stopGracefullyOn } from '@nails/platform';
import { buildApp } from './app.ts';
import { eventStoreConfigOf, loadGatewayConfig } from './config.ts';
import { openEventStore } from './events/index.ts';

// Only starts the app: the event store, timeouts, logger and a graceful close on SIGINT/SIGTERM.
const config = loadGatewayConfig();
const logger = createLogger('gateway', { level: config.LOG_LEVEL, appMode: config.APP_MODE });
const events = await openEventStore({ ...eventStoreConfigOf(config), logger });
const app = await buildApp(
  config,
  {
    loggerInstance: logger,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    pluginTimeout: 60_000,
  },
  { events },
);

// SIGTERM/SIGINT: stop listening, drain requests in flight, then close the event store (after the
// app, whose onClose hooks still stop their own readers of the log, such as the metrics' tail),
// export the buffered spans and write out the log before exiting (platform/src/shutdown.ts).
stopGracefullyOn({
  close: async () => {
    await app.close();
    await events.close();
  },
  logger,
});

await app.listen({ host: config.HOST, port: config.PORT });
