/**
 * The running SDK's shutdown, reachable without importing the SDK: a service's stop handler
 * (platform/src/shutdown.ts) flushes the spans the preload started, and a service started without
 * the preload pays nothing.
 */
let running: (() => Promise<void>) | undefined;

/** Called by startTelemetry; the last registration wins (there is one SDK per process). */
export function setTelemetryShutdown(shutdown: (() => Promise<void>) | undefined): void {
  running = shutdown;
}

/** Exports what the SDK still buffers and stops it; nothing to do when no SDK runs. */
export async function shutdownTelemetry(): Promise<void> {
  const shutdown = running;
  running = undefined;
  await shutdown?.();
}
