import { SQL, type Dumbo } from '@event-driven-io/dumbo';
import type { RecordedMessage } from '@event-driven-io/emmett';
import { postgreSQLEventStoreMessageBatchPuller } from '@event-driven-io/emmett-postgresql';
import { retryTailAfterFailedPull } from '../retry-policies.ts';

export type TailedEvent = RecordedMessage & {
  metadata: { globalPosition: bigint; streamName: string; streamPosition: bigint };
};

/**
 * Follows the log in global order with Emmett's batch puller, from its end (or the beginning),
 * and hands each appended event to `onEvent`. Nothing is checkpointed: a tail is for watching.
 */
export async function tailEvents(
  sql: Dumbo,
  onEvent: (event: TailedEvent) => void | Promise<void>,
  options: { fromBeginning?: boolean; pollMs?: number; onError?: (error: Error) => void } = {},
): Promise<{ stop(): Promise<void> }> {
  const abort = new AbortController();
  const puller = () =>
    postgreSQLEventStoreMessageBatchPuller({
      executor: sql.execute,
      batchSize: 100,
      pullingFrequencyInMs: options.pollMs ?? 100,
      signal: abort.signal,
      eachBatch: async (messages) => {
        for (const message of messages) {
          await onEvent(message as TailedEvent);
          checkpoint = (message as TailedEvent).metadata.globalPosition;
        }
      },
    });
  // Not the puller's 'END': in Emmett 0.42 it resolves to the first position (ascending ORDER BY
  // … LIMIT 1), which would replay the whole log. The newest position is read here instead.
  let checkpoint: bigint | undefined;
  if (!options.fromBeginning) {
    const newest = await sql.execute.query<{ position: string | null }>(
      SQL`SELECT max(global_position)::text AS position FROM emt_messages`,
    );
    checkpoint = BigInt(newest.rows[0]?.position ?? 0);
  }
  // A pull that fails ends Emmett's puller with a rejection: `retryTailAfterFailedPull` starts a
  // new one from the last event handed over, rather than leave the rejection unheard (which would
  // end the process). Each failure is reported; the last one, after a stop, ends the tail quietly.
  let current = puller();
  let pulls = 0;
  const running = retryTailAfterFailedPull
    .execute(async ({ signal }) => {
      if (signal.aborted) return;
      if (pulls++ > 0) current = puller();
      try {
        await current.start({
          startFrom: checkpoint === undefined ? 'BEGINNING' : { lastCheckpoint: checkpoint },
        });
      } catch (error) {
        options.onError?.(error as Error);
        throw error;
      }
    }, abort.signal)
    .catch(() => undefined);
  return {
    async stop() {
      abort.abort();
      // A puller whose last pull failed answers its stop with that failure: already reported.
      await current.stop().catch(() => undefined);
      await running;
    },
  };
}

/**
 * One line per event: position, stream, type and data. Tokens and emails are masked, and session
 * ids (the cookie's secret half) are cut to a recognisable prefix.
 */
export function formatEvent(event: TailedEvent): string {
  const data = JSON.stringify(event.data, (key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (/token|email|password/i.test(key)) return '[redacted]';
    return /sessionId$/i.test(key) ? shorten(value) : value;
  });
  const stream = event.metadata.streamName.replace(
    /^(session-|wishlist-guest:)(.+)$/,
    (_, kind: string, id: string) => kind + shorten(id),
  );
  return `${event.metadata.globalPosition} ${stream}@${event.metadata.streamPosition} ${event.type} ${data}`;
}

const shorten = (id: string) => `${id.slice(0, 6)}…`;
