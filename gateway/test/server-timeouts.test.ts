import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTimeouts } from '../src/app.ts';
import { keepConnectionsBeingAnswered } from '../src/plugins/app/answering-connections.ts';
import { offlineGateway } from './support/offline-gateway.ts';

/**
 * A client that sends a GraphQL request's body one byte a second (a slow-body attack, or a phone
 * that lost its network mid-upload) and reads what the gateway answers, with the gateway's own
 * server settings (`serverTimeouts`, as `src/server.ts` starts it) on a real socket.
 */
function trickleBody(port: number): Promise<{ answer: string; seconds: number; bytesSent: number }> {
  const body = JSON.stringify({ query: '{ storeSettings { currency } }' });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (bytesSent < body.length && socket.writable) socket.write(body[bytesSent++]!);
      }, 1_000);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {}); // the server closing mid-write: the answer is what counts
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, seconds: (Date.now() - started) / 1000, bytesSent });
    });
    socket.setTimeout(60_000, () => reject(new Error('no answer within 60 s')));
  });
}

describe('a request body sent slower than the server accepts', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await offlineGateway({}, {}, {}, serverTimeouts);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  it('is cut with 408 and the connection closed once the request timeout has passed, before the body is complete', async () => {
    const { answer, seconds, bytesSent } = await trickleBody(port);
    // Printed, not asserted (figures are for benches): the cut comes at requestTimeout plus at most one check.
    console.log(`slow body: 408 after ${seconds.toFixed(1)} s, ${bytesSent} bytes sent`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"statusCode":408');
    expect(bytesSent).toBeLessThan(JSON.stringify({ query: '{ storeSettings { currency } }' }).length);
  }, 60_000);
});

/** One request on a kept-alive connection (the agent's single socket), its status and body, or the error that cut it. */
function send(agent: Agent, port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const options = {
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json' },
    };
    const request = httpRequest(options, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(`${response.statusCode} ${body}`));
    });
    request.on('error', (error) => resolve(`cut: ${error.message}`));
    request.end('{}');
  });
}

describe('a connection idle past connectionTimeout', () => {
  const idleMs = 300;
  let app: FastifyInstance;
  let port: number;
  let slowCalls = 0;
  beforeAll(async () => {
    // Node bounds a kept-alive connection between requests by keepAliveTimeout, before its first
    // by headersTimeout, and while a request is answered by connectionTimeout.
    app = Fastify({ connectionTimeout: idleMs, keepAliveTimeout: idleMs });
    keepConnectionsBeingAnswered(app);
    app.post('/quick', async () => 'quick');
    // A change that takes longer than the idle bound to answer (a command waiting its turn).
    app.post('/slow', async () => {
      slowCalls++;
      await new Promise((resolve) => setTimeout(resolve, idleMs * 3));
      return 'made once';
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  it('keeps it while its request is still being answered: the answer arrives, and the change is made once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await send(agent, port, '/quick')).toBe('200 quick');
    // The same socket again, kept alive: the browser's case, where a cut socket means a resent POST.
    expect(await send(agent, port, '/slow')).toBe('200 made once');
    expect(slowCalls).toBe(1);
    agent.destroy();
  });

  it('closes it once it is idle with nothing to answer', async () => {
    const socket = connect(port, '127.0.0.1');
    const closedAfter = await new Promise<number>((resolve) => {
      const opened = Date.now();
      socket.on('connect', () =>
        socket.write('POST /quick HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'),
      );
      socket.on('data', () => undefined);
      socket.on('close', () => resolve(Date.now() - opened));
    });
    // Answered, then cut once idle: the listener that spares a request being answered still closes this one.
    expect(closedAfter).toBeGreaterThanOrEqual(idleMs);
    expect(closedAfter).toBeLessThan(5_000);
  });
});
