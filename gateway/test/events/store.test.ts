import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { retryOnConflict } from '../../src/events/log.ts';
import { backends } from '../support/events/backends.ts';

describe.each(backends())('event log on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open();
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('refuses the second of two appends made at the same expected version', async () => {
    const stream = 'race-one';
    await events.log.append(stream, [{ type: 'Noted', data: { n: 0 } }], 0n);
    const results = await Promise.allSettled(
      [1, 2].map((n) => events.log.append(stream, [{ type: 'Noted', data: { n } }], 1n)),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(isExpectedVersionConflictError((refused[0] as PromiseRejectedResult).reason)).toBe(true);
    const read = await events.log.store.readStream(stream);
    expect(read.events.map((event) => event.data)).toHaveLength(2);
  });

  it.skipIf(backend.skip)('answers CONFLICT when a stream stays contended through every retry', async () => {
    const stream = 'race-forever';
    await events.log.append(stream, [{ type: 'Noted', data: { n: 0 } }], 0n);
    let tries = 0;
    // Always appending at the stale version 0: every try loses, as against a writer that never yields.
    const attempt = retryOnConflict(
      events.log,
      stream,
      async () => {
        tries += 1;
        return events.log.append(stream, [{ type: 'Noted', data: { n: tries } }], 0n);
      },
      4,
    );
    await expect(attempt).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(tries).toBe(4);
    expect((await events.log.store.readStream(stream)).events).toHaveLength(1);
  });

  it.skipIf(backend.skip)(
    'loses and duplicates none of 1,000 events appended by 50 concurrent writers',
    async () => {
      const writers = 50;
      const perWriter = 20;
      // Half the writers share one hot stream (serialised in this process), half write streams of their own.
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let seq = 0; seq < perWriter; seq++) {
            const stream = writer % 2 === 0 ? 'load-shared' : `load-writer-${writer}`;
            // Appended at whatever version the stream is at; two writers landing on the same
            // version make the store refuse one, which then tries again.
            await retryOnConflict(
              events.log,
              stream,
              () => events.log.append(stream, [{ type: 'LoadTested', data: { writer, seq } }]),
              1_000,
            );
          }
        }),
      );
      const seen: string[] = [];
      const positions: bigint[] = [];
      const streams = ['load-shared', ...Array.from({ length: writers }, (_, w) => `load-writer-${w}`)];
      for (const stream of streams) {
        const read = await events.log.store.readStream<{
          type: 'LoadTested';
          data: { writer: number; seq: number };
        }>(stream);
        for (const event of read.events) {
          seen.push(`${event.data.writer}:${event.data.seq}`);
          positions.push(event.metadata.globalPosition);
        }
      }
      expect(seen).toHaveLength(writers * perWriter);
      expect(new Set(seen).size).toBe(writers * perWriter);
      expect(new Set(positions).size).toBe(writers * perWriter);
    },
    300_000,
  );

  it.skipIf(backend.skip)(
    'keeps the log and its read models across a restart',
    async () => {
      const session = await events.sessions.create();
      await events.sessions.attachUpstreamSession(session.id, 'woo-token');
      await events.close();
      events = await backend.reopen();
      expect(await events.sessions.load(session.id)).toEqual({
        id: session.id,
        wooSessionToken: 'woo-token',
        version: 2,
      });
    },
    120_000,
  );
});
