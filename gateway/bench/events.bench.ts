/**
 * Event store figures on both stores, in one run on one machine (nothing is asserted):
 * - append throughput: one writer appending one event at a time, and 10 writers at once;
 * - wishlist read latency (median, p95, p99) against a bare `SELECT 1` on the same store, the
 *   floor any read pays, as a ratio;
 * - a session load with sealed tokens against one without (the per-request cost of sealing), and
 *   20 concurrent adds to one wishlist (one stream, serialised).
 * PostgreSQL is found like the tests find it (DATABASE_URL, then localhost:5432) and gets a
 * throw-away database; the embedded store runs in a temp VAR_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumbo, SQL } from '@event-driven-io/dumbo';
import { createPostgresDatabase, findPostgres } from '@nails/tests/support/services';
import { openEventStore, type EventStore } from '../src/state/open-event-store.ts';

const appends = 1_000;
const concurrentWriters = 10;
const wishlists = 200;
const reads = 1_000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(name: string, events: EventStore): Promise<void> {
  console.log(`\n${name}`);
  const single = await timed(async () => {
    for (let i = 0; i < appends; i++)
      await events.log.append(`bench-single-${i % 50}`, [{ type: 'Benched', data: { i } }]);
  });
  console.log(
    `  append, 1 writer:            ${Math.round((appends / single) * 1000)} events/s (${appends} appends)`,
  );
  const concurrent = await timed(() =>
    Promise.all(
      Array.from({ length: concurrentWriters }, async (_, writer) => {
        for (let i = 0; i < appends / concurrentWriters; i++) {
          await events.log.append(`bench-writer-${writer}`, [{ type: 'Benched', data: { i } }]);
        }
      }),
    ),
  );
  console.log(
    `  append, ${concurrentWriters} writers:          ${Math.round((appends / concurrent) * 1000)} events/s`,
  );

  for (let w = 0; w < wishlists; w++) {
    for (let item = 1; item <= 10; item++)
      await events.wishlists.add({ kind: 'customer', customerId: w + 1 }, item);
  }
  const readTimes: number[] = [];
  for (let i = 0; i < reads; i++) {
    const customerId = 1 + (i % wishlists);
    readTimes.push(await timed(() => events.wishlists.items({ kind: 'customer', customerId })));
  }
  // A request of a signed-in shopper opens its sealed tokens (one data key read); a guest's
  // session without tokens needs none: the cost of sealing per request is the difference.
  const signedIn = await events.sessions.create();
  await events.sessions.signIn(signedIn.id, {
    authToken: 'a'.repeat(300),
    authTokenExpiresAt: Date.now() + 600_000,
    refreshToken: 'r'.repeat(300),
    customerId: 1,
    wooSessionToken: 'w'.repeat(300),
  });
  const guest = await events.sessions.create();
  const loadTimes = (id: string) =>
    (async () => {
      const times: number[] = [];
      for (let i = 0; i < reads; i++) times.push(await timed(() => events.sessions.load(id)));
      return times.sort((a, b) => a - b);
    })();
  const sealedLoads = await loadTimes(signedIn.id);
  const plainLoads = await loadTimes(guest.id);
  console.log(
    `  session load, sealed tokens: median ${ms(quantile(sealedLoads, 0.5))}, p95 ${ms(quantile(sealedLoads, 0.95))}`,
  );
  console.log(
    `  session load, no tokens:     median ${ms(quantile(plainLoads, 0.5))}, p95 ${ms(quantile(plainLoads, 0.95))}`,
  );
  // 20 clicks of one shopper at once: serialised on one stream, none refused.
  const hot = await timed(() =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        events.wishlists.add({ kind: 'guest', sessionId: `bench-hot-${name.length}` }, 1_000 + i),
      ),
    ),
  );
  console.log(`  20 concurrent adds, 1 list:  ${ms(hot)} in all`);

  const pool = dumbo({ connectionString: events.log.connectionString });
  const floorTimes: number[] = [];
  for (let i = 0; i < reads; i++) floorTimes.push(await timed(() => pool.execute.query(SQL`SELECT 1`)));
  await pool.close();
  readTimes.sort((a, b) => a - b);
  floorTimes.sort((a, b) => a - b);
  const p95 = quantile(readTimes, 0.95);
  console.log(
    `  wishlist read (10 items):    median ${ms(quantile(readTimes, 0.5))}, p95 ${ms(p95)}, p99 ${ms(quantile(readTimes, 0.99))}`,
  );
  console.log(
    `  baseline SELECT 1:           median ${ms(quantile(floorTimes, 0.5))}, p95 ${ms(quantile(floorTimes, 0.95))}`,
  );
  console.log(
    `  wishlist read p95 / SELECT 1 p95: ${(p95 / Math.max(quantile(floorTimes, 0.95), 0.001)).toFixed(1)}x`,
  );
}

const postgres = await findPostgres();
if (postgres.url) {
  const database = await createPostgresDatabase(postgres.url);
  const events = await openEventStore({
    dataDir: tmpdir(),
    eventStoreUrl: database.url,
    outbox: { enabled: false },
  });
  try {
    await measure('PostgreSQL (Emmett PostgreSQL event store)', events);
  } finally {
    await events.close();
    await database.drop();
  }
} else {
  console.log(`\nPostgreSQL: skipped (${postgres.missing})`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'events-bench-'));
const embedded = await openEventStore({ dataDir, outbox: { enabled: false } });
try {
  await measure('embedded (same store on PGlite over pglite-socket)', embedded);
} finally {
  await embedded.close();
  rmSync(dataDir, { recursive: true, force: true });
}
