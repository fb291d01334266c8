// The embedded event store's database, on a thread of its own (`connection.ts`). Plain JavaScript,
// not TypeScript: a worker thread is started by Node itself, which runs no TypeScript loader in it
// (under Vitest or `tsx` alike).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create(workerData.dataDir);
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 200 });
await server.start();
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort.postMessage({ stopped: true });
  parentPort.close();
});
parentPort.postMessage({ address: server.getServerConn() });
