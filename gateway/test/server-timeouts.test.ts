import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTimeouts } from '../src/app.ts';
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
