import { dumbo } from '@event-driven-io/dumbo';
import type { RecordedMessage } from '@event-driven-io/emmett';
import { postgreSQLEventStoreMessageBatchPuller } from '@event-driven-io/emmett-postgresql';

export type TailedEvent = RecordedMessage & { metadata: { globalPosition: bigint; streamName: string; streamPosition: bigint } };

/**
 * Follows the log in global order with Emmett's batch puller, from its end (or the beginning),
 * and hands each appended event to `onEvent`. Nothing is checkpointed: a tail is for watching.
 */
export async function tailEvents(
  connectionString: string,
  onEvent: (event: TailedEvent) => void | Promise<void>,
  options: { fromBeginning?: boolean; pollMs?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const pool = dumbo({ connectionString });
  const abort = new AbortController();
  const puller = postgreSQLEventStoreMessageBatchPuller({
    executor: pool.execute,
    batchSize: 100,
    pullingFrequencyInMs: options.pollMs ?? 100,
    signal: abort.signal,
    eachBatch: async (messages) => {
      for (const message of messages) await onEvent(message as TailedEvent);
    },
  });
  const running = puller.start({ startFrom: options.fromBeginning ? 'BEGINNING' : 'END' });
  return {
    async stop() {
      abort.abort();
      await puller.stop();
      await running.catch(() => undefined);
      await pool.close();
    },
  };
}

/** One line per event: position, stream, type, and the data with tokens and emails masked. */
export function formatEvent(event: TailedEvent): string {
  const data = JSON.stringify(event.data, (key, value: unknown) =>
    /token|email|password/i.test(key) && typeof value === 'string' ? '[redacted]' : value,
  );
  return `${event.metadata.globalPosition} ${event.metadata.streamName}@${event.metadata.streamPosition} ${event.type} ${data}`;
}
