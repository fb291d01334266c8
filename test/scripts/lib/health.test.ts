import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitHealthy } from '../../../scripts/lib/health.ts';

const servers: Server[] = [];

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('npm start waits for each service’s health route (scripts README)', () => {
  it('asks again while the service answers 503, and goes on once it answers OK', async () => {
    let asked = 0;
    const url = await listen((_, response) => {
      asked += 1;
      response.writeHead(asked < 3 ? 503 : 200).end();
    });
    await expect(waitHealthy('content', url, 10_000)).resolves.toBeUndefined();
    expect(asked).toBe(3);
  });

  it('asks again while nothing listens yet', async () => {
    const url = await listen((_, response) => response.writeHead(200).end());
    const server = servers[0]!;
    await new Promise((resolve) => server.close(resolve));
    const waiting = waitHealthy('commerce', url, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.listen(Number(new URL(url).port), '127.0.0.1');
    await expect(waiting).resolves.toBeUndefined();
  });

  it('gives up at the deadline naming the service, even while a call hangs', async () => {
    const url = await listen(() => {
      // Accepts the request and never answers.
    });
    await expect(waitHealthy('gateway', url, 500)).rejects.toThrow(
      `gateway did not answer ${url} within 0.5s`,
    );
  });
});
