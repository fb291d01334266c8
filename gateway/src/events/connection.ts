import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Where the log lives: a PostgreSQL URL, or the embedded PGlite folder served on loopback. */
export interface EventStoreConnection {
  kind: 'postgres' | 'embedded';
  connectionString: string;
  close(): Promise<void>;
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//i.test(url);

/**
 * PGlite is one in-process database; pglite-socket speaks the PostgreSQL wire protocol for it on
 * a loopback port, so Emmett's PostgreSQL store (and `pg` pools) use it unchanged. The server
 * multiplexes connections and runs one query at a time, keeping a transaction's statements
 * together, which is what makes expected-version appends safe here as on a real server. Both run
 * on a worker thread (`embedded-store-worker.mjs`): PGlite's statements are CPU work, which on the
 * request thread took a third of an add to cart's time (`src/events/README.md`, "Statements per
 * command").
 */
export async function connectEventStore(options: {
  eventStoreUrl?: string;
  dataDir: string;
}): Promise<EventStoreConnection> {
  if (isPostgresUrl(options.eventStoreUrl)) {
    return { kind: 'postgres', connectionString: options.eventStoreUrl, close: async () => undefined };
  }
  const folder = path.join(options.dataDir, 'events');
  mkdirSync(folder, { recursive: true });
  // One process owns a PGlite folder: a second one (the `events` CLI next to a running gateway)
  // talks to the owner's socket instead of opening the files twice.
  const running = await runningEmbeddedServer(folder);
  if (running) return { kind: 'embedded', connectionString: running, close: async () => undefined };

  const server = await startEmbeddedServer(path.join(folder, 'pgdata'));
  const connectionString = `postgres://postgres@${server.address}/postgres`;
  writeFileSync(ownerFile(folder), JSON.stringify({ pid: process.pid, connectionString }));
  return {
    kind: 'embedded',
    connectionString,
    close: async () => {
      rmSync(ownerFile(folder), { force: true });
      await server.stop();
    },
  };
}

/** PGlite and its socket server on a worker thread; answers once it listens. */
async function startEmbeddedServer(dataDir: string): Promise<{ address: string; stop(): Promise<void> }> {
  // No preloads: a worker inherits the process's `--import` flags (tsx, the telemetry preload of
  // `npm start`), and the TypeScript preload fails in a thread without tsx's hooks. The worker is
  // plain JavaScript and traces nothing itself (its statements are traced by the `pg` client).
  const worker = new Worker(new URL('./embedded-store-worker.mjs', import.meta.url), {
    workerData: { dataDir },
    execArgv: [],
  });
  const address = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { address: string }) => resolve(message.address));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded event store stopped at start (${code})`)));
  });
  return {
    address,
    stop: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('stop');
      await exited;
    },
  };
}

const ownerFile = (folder: string) => path.join(folder, 'server.json');

async function runningEmbeddedServer(folder: string): Promise<string | undefined> {
  let owner: { pid: number; connectionString: string };
  try {
    owner = JSON.parse(readFileSync(ownerFile(folder), 'utf8')) as typeof owner;
  } catch {
    return undefined;
  }
  if (owner.pid === process.pid || !processAlive(owner.pid)) return undefined;
  const url = new URL(owner.connectionString);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
  return reachable ? owner.connectionString : undefined;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
