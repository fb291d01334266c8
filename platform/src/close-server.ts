/**
 * Closing an HTTP service (Fastify) whose clients keep connections alive: the gateway's pool to
 * commerce and content, a browser to the gateway.
 *
 * Node's `server.close()` closes the connections idle at that moment and then waits for every
 * other one to end. A connection whose request was in flight is answered (keep-alive) and goes
 * idle a moment later, and nothing closes it before the server's keep-alive timeout, Fastify's
 * default of 72 s: a stop or a restart then takes 72 s instead of the request's own time. So while
 * the close drains, connections are closed as soon as they go idle, and past the deadline every
 * connection left (a slow client, a stuck upstream call) is closed too, so a stop always ends.
 */
import type { Server } from 'node:http';

export interface ClosableServer {
  /** Stops listening, runs the onClose hooks and waits for the connections (Fastify's `close`). */
  close(): Promise<unknown> | PromiseLike<unknown>;
  server: Pick<Server, 'closeIdleConnections' | 'closeAllConnections'>;
}

export interface CloseServerOptions {
  /** How long requests in flight may take to finish before their connections are closed. */
  deadlineMs?: number;
  /** How often connections gone idle are looked for while draining. */
  reapEveryMs?: number;
}

export async function closeServer(app: ClosableServer, options: CloseServerOptions = {}): Promise<void> {
  const { deadlineMs = 5_000, reapEveryMs = 25 } = options;
  const reaper = setInterval(() => app.server.closeIdleConnections(), reapEveryMs);
  const deadline = setTimeout(() => app.server.closeAllConnections(), deadlineMs);
  reaper.unref();
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
    clearTimeout(deadline);
  }
}
