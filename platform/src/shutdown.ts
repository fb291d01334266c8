/**
 * Graceful stop of a service on SIGTERM (docker stop, Kubernetes) and SIGINT (Ctrl-C): stop
 * taking requests and drain the ones in flight (the service's `close`, e.g. Fastify's
 * `app.close()`), then export the spans the OpenTelemetry SDK still buffers, then write out the
 * logger, and only then exit. Exiting first would drop the last batch of spans (up to 5 s).
 */
import type { Logger } from 'pino';
import { flushLogger } from './logger.ts';
import { shutdownTelemetry } from './telemetry/lifecycle.ts';

export interface GracefulStopOptions {
  /** Stops listening and waits for requests in flight, then releases connections and files. */
  close: () => Promise<void>;
  logger: Logger;
  /** Past this the process exits anyway (code 1): a stuck request must not block a deploy. */
  timeoutMs?: number;
  signals?: NodeJS.Signals[];
}

/**
 * Installs the handlers; returns the stop function (also what a signal calls). A second signal
 * while stopping is ignored: Ctrl-C under `npm start` reaches a service twice (the terminal's
 * SIGINT and the SIGTERM the starter forwards), and the first stop is already under way.
 */
export function stopGracefullyOn(options: GracefulStopOptions): (reason: string) => Promise<void> {
  const { close, logger, timeoutMs = 20_000, signals = ['SIGTERM', 'SIGINT'] } = options;
  let stopping: Promise<void> | undefined;

  const stop = (reason: string): Promise<void> => {
    stopping ??= (async () => {
      logger.info({ reason }, 'stopping: no new requests, draining');
      // Which step hung, when one does: the close (requests, connections, stores) or the export.
      let phase = 'close';
      setTimeout(() => {
        logger.error({ timeoutMs, phase }, 'stop timed out; exiting anyway');
        process.exit(1);
      }, timeoutMs).unref();
      let code = 0;
      try {
        await close();
      } catch (error) {
        code = 1;
        logger.error({ err: error }, 'close failed');
      }
      phase = 'telemetry';
      try {
        await shutdownTelemetry();
      } catch (error) {
        code = 1;
        logger.error({ err: error }, 'telemetry shutdown failed');
      }
      logger.info({ code }, 'stopped');
      await flushLogger(logger);
      // Everything is drained and flushed; exit now rather than wait for stray timers or sockets
      // (a Redis reconnect timer, an idle keep-alive connection) to let the event loop end.
      process.exit(code);
    })();
    return stopping;
  };

  for (const signal of signals) process.on(signal, () => void stop(signal));
  return stop;
}
