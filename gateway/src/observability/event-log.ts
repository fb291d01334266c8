/**
 * Metrics from the event log itself: every appended event counts as an append of its stream
 * type (and every append of this instance that met a newer version, then tried again, as a
 * conflict of its stream type), the shop funnel counts add-to-cart, checkout-started and order-placed events, and the
 * newsletter outbox backlog is read at scrape time. The log is the source of truth, so the
 * figures hold whichever code path appended.
 *
 * Every gateway instance tails the whole log, so these series are log-wide per instance:
 * dashboards aggregate them with max across instances, never sum.
 */
import type { FunnelStep, GatewayMetrics } from './metrics.ts';

export interface LoggedEvent {
  type: string;
  data: unknown;
  metadata: { streamName: string };
}

/** What the plugin needs of the event store (gateway/src/state/open-event-store.ts EventStore). */
export interface ObservableEventStore {
  tail(
    onEvent: (event: LoggedEvent) => void | Promise<void>,
    options?: { fromBeginning?: boolean },
  ): Promise<{ stop(): Promise<void> }>;
  newsletter?: { pending(): Promise<unknown[]> };
  /** Appends that met a newer version: this process's own, which the log does not keep. */
  onAppendConflict?(listener: (stream: string) => void): () => void;
}

/** The funnel step an event records, if any. */
export function funnelStepOf(event: Pick<LoggedEvent, 'type' | 'data'>): FunnelStep | undefined {
  if (event.type === 'CartCommandApplied') {
    const command = (event.data as { command?: { type?: string } } | null)?.command;
    return command?.type === 'add' ? 'add_to_cart' : undefined;
  }
  if (event.type === 'CheckoutRequested') return 'checkout_started';
  // Appended once per order (expected version 0), whether the checkout or a webhook saw it first.
  if (event.type === 'OrderPlaced') return 'order_placed';
  return undefined;
}

/** `session-abc` → `session`: Emmett's stream type is what precedes the first dash. */
export const streamTypeOf = (streamName: string): string => streamName.split('-', 1)[0] || 'unknown';

/** Starts counting from the log's current end; `stop()` ends the tail and the backlog reads. */
export async function observeEventLog(
  store: ObservableEventStore,
  metrics: GatewayMetrics,
): Promise<{ stop(): Promise<void> }> {
  const stopBacklog = store.newsletter
    ? metrics.observeOutboxBacklog('newsletter', async () => (await store.newsletter!.pending()).length)
    : () => true;
  metrics.useEventLogForFunnel();
  const stopConflicts =
    store.onAppendConflict?.((stream) => metrics.recordEventAppend(streamTypeOf(stream), 'conflict')) ??
    (() => undefined);
  const tail = await store.tail((event) => {
    metrics.recordEventAppend(streamTypeOf(event.metadata.streamName));
    const step = funnelStepOf(event);
    if (step) metrics.recordFunnelFromLog(step);
  });
  return {
    async stop() {
      stopBacklog();
      stopConflicts();
      await tail.stop();
    },
  };
}
