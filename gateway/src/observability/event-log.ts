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
import { SQL, type Dumbo } from '@event-driven-io/dumbo';
import type { FunnelStep, GatewayMetrics } from './metrics.ts';

export interface LoggedEvent {
  type: string;
  data: unknown;
  metadata: { streamName: string; globalPosition?: bigint };
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
  /** The log's connection: the projection lag is read through it at scrape time. */
  log?: { sql: Dumbo };
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
  // Where this instance's own reader of the log is: the funnel and append counts are as late as it.
  let tailPosition: bigint | undefined;
  const tail = await store.tail((event) => {
    metrics.recordEventAppend(streamTypeOf(event.metadata.streamName));
    const step = funnelStepOf(event);
    if (step) metrics.recordFunnelFromLog(step);
    if (event.metadata.globalPosition !== undefined) tailPosition = event.metadata.globalPosition;
  });
  const sql = store.log?.sql;
  const stopLag = sql
    ? metrics.observeProjectionLag(async () => {
        const head = await headPosition(sql);
        // Started at the log's end: until an event arrives, the tail is where the log was.
        tailPosition ??= head;
        return new Map([['metrics_tail', head - tailPosition], ...(await processorLags(sql, head))]);
      })
    : () => undefined;
  return {
    async stop() {
      stopBacklog();
      stopConflicts();
      stopLag();
      await tail.stop();
    },
  };
}

async function headPosition(sql: Dumbo): Promise<bigint> {
  const result = await sql.execute.query<{ position: string | null }>(
    SQL`SELECT max(global_position)::text AS position FROM emt_messages`,
  );
  return BigInt(result.rows[0]?.position ?? 0);
}

/**
 * Emmett's asynchronous processors keep their checkpoint in `emt_processors`: each one's lag is
 * the events appended since. The read models of the gateway are inline (written in the append's
 * transaction, gateway/src/events/README.md), so they are never behind and have no row here.
 */
async function processorLags(sql: Dumbo, head: bigint): Promise<[string, bigint][]> {
  const result = await sql.execute.query<{ processor_id: string; checkpoint: string | null }>(
    SQL`SELECT processor_id, max(NULLIF(regexp_replace(last_processed_checkpoint, '[^0-9]', '', 'g'), '')::numeric)::text AS checkpoint
        FROM emt_processors GROUP BY processor_id`,
  );
  return result.rows.map((row) => [row.processor_id, head - BigInt(row.checkpoint ?? 0)]);
}
