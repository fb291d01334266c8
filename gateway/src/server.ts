import { createLogger } from '@nails/platform';
import { buildApp } from './app.ts';
import { loadGatewayConfig } from './config.ts';
import { loadEventStoreConfig, openEventStore } from './events/index.ts';

// Only starts the app: the event store, timeouts, logger and a graceful close on SIGINT/SIGTERM.
const config = loadGatewayConfig();
const logger = createLogger('gateway');
const events = await openEventStore({ ...loadEventStoreConfig(), logger });
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
app.addHook('onClose', async () => events.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'close failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
