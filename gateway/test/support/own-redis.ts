import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** Where Debian's redis-server package puts the binary (REDIS_SERVER_BIN overrides it). */
const binary = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export interface OwnRedis {
  url: string;
  /** SIGSTOP: the connection stays open and nothing answers, as a hung Redis does. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own on a free port, for tests that stop and start it (a shared Redis
 * cannot be paused). Answers undefined with the reason when the binary is missing; under
 * REQUIRE_SERVICES=1 that fails instead (tests/support/services.ts).
 */
export async function startOwnRedis(): Promise<OwnRedis | { missing: string }> {
  if (!existsSync(binary)) {
    const missing = `redis-server not found at ${binary} (apt-get install redis-server, or set REDIS_SERVER_BIN)`;
    if (/^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? ''))
      throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
    console.warn(`[services] skipping: ${missing}`);
    return { missing };
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined); // not up yet: asked again below
    const ok = await client
      .connect()
      .then(() => client.ping())
      .then(
        () => true,
        () => false,
      );
    client.disconnect();
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not answer within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
