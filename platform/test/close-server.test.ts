import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer } from '../src/close-server.ts';

/** A server answering /slow after `delayMs` and never answering /stuck, keeping connections alive as Fastify does (72 s). */
async function server(delayMs: number) {
  const stuck: http.ServerResponse[] = [];
  const httpServer = http.createServer((request, response) => {
    if (request.url === '/stuck') return void stuck.push(response);
    setTimeout(() => response.end('ok'), delayMs);
  });
  httpServer.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const app = {
    server: httpServer,
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
  return { app, url: `http://127.0.0.1:${port}` };
}

const agents: http.Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** A client that keeps its connection for the next request, as the gateway's pool does. */
function keepAliveClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return (url: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
}

const started = () => {
  const at = Date.now();
  return () => Date.now() - at;
};

describe('closing a service whose clients keep connections alive', () => {
  it('answers the request in flight and ends as soon as it is answered, not after the keep-alive timeout', async () => {
    const { app, url } = await server(300);
    const get = keepAliveClient();
    expect(await get(`${url}/slow`)).toBe('ok');
    const inFlight = get(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const elapsed = started();
    await closeServer(app);
    expect(await inFlight).toBe('ok');
    expect(elapsed()).toBeLessThan(2_000);
  });

  it('closes a connection whose request outlives the deadline, so a stop always ends', async () => {
    const { app, url } = await server(0);
    const get = keepAliveClient();
    const stuck = get(`${url}/stuck`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const elapsed = started();
    await closeServer(app, { deadlineMs: 300 });
    expect(elapsed()).toBeGreaterThanOrEqual(250);
    expect(elapsed()).toBeLessThan(2_000);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
