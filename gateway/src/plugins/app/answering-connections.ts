import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A connection idle for `connectionTimeout` (`serverTimeouts`, app.ts) is closed, as Node does by
 * default, except while the gateway is still working out the answer to its request (gateway
 * README "Slow clients"). Node would destroy that socket too, and a browser that got no answer on
 * a kept-alive connection sends the same POST again on a new one (Chromium does): a shopper's
 * add to cart that waited its turn behind a slow change would be made twice. So a request being
 * answered keeps its connection; its own bounds (upstream timeouts, the shopper lock's wait,
 * `PAGE_BUDGET_MS`) end it. A client too slow to read an answer already being sent is still cut.
 *
 * Written here because neither Fastify nor Node has the setting: Node's `timeout` is one idle
 * bound for both, and handing a listener to `server.on('timeout')` is how Node lets a server choose.
 */
export function keepConnectionsBeingAnswered(app: FastifyInstance): void {
  const answering = new WeakMap<Socket, ServerResponse>();
  app.addHook('onRequest', async (request, reply) => {
    // (`app.inject`'s requests may come without a socket.)
    if (request.raw.socket) answering.set(request.raw.socket, reply.raw);
  });
  app.server.on('timeout', (socket: Socket) => {
    const response = answering.get(socket);
    const stillWorking = response !== undefined && !response.headersSent && !response.writableEnded;
    if (!stillWorking) socket.destroy();
  });
}
