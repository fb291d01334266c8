import { closeServer, createLogger, stopGracefullyOn } from '@nails/platform';
import { buildApp, serverTimeouts } from './app.ts';
import { renderFirstPages } from './routes/storefront-warm.ts';
import { eventStoreConfigOf, loadGatewayConfig } from './config.ts';
import { openEventStore } from './state/open-event-store.ts';

// Only starts the app: the event store, timeouts, logger and a graceful close on SIGINT/SIGTERM.
const config = loadGatewayConfig();
const logger = createLogger('gateway', { level: config.LOG_LEVEL, appMode: config.APP_MODE });
// The app hands the store its content client (`useContent`): one client, one breaker for the service.
const events = await openEventStore({ ...eventStoreConfigOf(config), contentClient: 'app', logger });
const app = await buildApp(
  config,
  {
    loggerInstance: logger,
    ...serverTimeouts,
    pluginTimeout: 60_000,
  },
  { events },
);

// SIGTERM/SIGINT: stop listening, drain requests in flight, then close the event store (after the
// app, whose onClose hooks still stop their own readers of the log, such as the metrics' tail),
// export the buffered spans and write out the log before exiting (platform/src/shutdown.ts).
// Draining has a deadline: a browser's keep-alive connection is closed once its answer is sent,
// and one slow client still connected after `stopDeadlineMs` is cut off, so the stop ends well
// within the platform's own 20 s limit and the event store still closes cleanly.
const stopDeadlineMs = 10_000;
stopGracefullyOn({
  close: async () => {
    await closeServer(app, { deadlineMs: stopDeadlineMs });
    await events.close();
  },
  logger,
});

await app.ready();
await renderFirstPages(app);
await app.listen({ host: config.HOST, port: config.PORT });
